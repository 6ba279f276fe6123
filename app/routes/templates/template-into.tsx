import { Form, useNavigation } from "react-router";
import { Field, FormErrors, SelectField } from "~/components/field";
import { Icon } from "~/components/icons";
import type { FormFailure } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";

/**
 * The template added to a dashboard one has (not one one only views), from a start day: folded
 * away under the new dashboard's form, open again when it was refused (decision 091).
 */
export function IntoForm({
  dashboards,
  start,
  requestId,
  refused,
  chosen,
  onStart,
}: {
  dashboards: { id: string; name: string }[];
  start: string;
  requestId: string;
  refused?: FormFailure;
  /** The dashboard it is for (reached from its settings): open, on it. */
  chosen: string | null;
  onStart: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation("templates");
  const busy = useNavigation().state === "submitting";
  return (
    <details
      open={Boolean(refused || chosen)}
      className="rounded-xl border border-neutral-200 p-5 dark:border-neutral-800"
    >
      <summary className="cursor-pointer font-medium">{t("into.summary")}</summary>
      <Form method="post" className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="into" />
        <input type="hidden" name="requestId" value={requestId} />
        <FormErrors errors={refused?.errors?._form} />
        <SelectField
          label={t("into.dashboard")}
          name="dashboardId"
          defaultValue={refused?.values.dashboardId ?? chosen ?? undefined}
          errors={refused?.errors?.dashboardId}
        >
          {dashboards.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </SelectField>
        <Field
          label={t("into.start")}
          hint={t("into.hint")}
          name="start"
          type="date"
          required
          defaultValue={refused?.values.start ?? start}
          min={start}
          onChange={onStart}
          errors={refused?.errors?.start}
        />
        <button type="submit" className="btn-secondary self-start" disabled={busy}>
          <Icon name="plus" className="size-4" />
          {t("into.submit")}
        </button>
      </Form>
    </details>
  );
}
