/** The centred card every sign-in screen uses. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-sm flex-col gap-6 py-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-300">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs text-neutral-600 uppercase" role="separator">
      <span className="h-px flex-1 bg-neutral-200 dark:bg-neutral-800" />
      {label}
      <span className="h-px flex-1 bg-neutral-200 dark:bg-neutral-800" />
    </div>
  );
}
