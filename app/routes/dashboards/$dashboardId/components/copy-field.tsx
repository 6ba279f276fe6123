import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/use-translation";

/**
 * A secret to copy (a calendar link, the public link, an add-by-email address): selected on
 * focus without JavaScript, with "Copy" beside it once JavaScript runs.
 */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="input min-w-0 flex-1 font-mono text-xs"
        />
        {hydrated ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(true))}
          >
            {copied ? t("copied") : t("copy")}
          </button>
        ) : null}
      </div>
    </>
  );
}
