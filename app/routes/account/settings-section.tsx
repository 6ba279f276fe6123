/** One titled card of /settings, reachable as /settings#id. */
export function SettingsSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-20 rounded-xl border border-neutral-200 bg-white p-6 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">{lead}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
