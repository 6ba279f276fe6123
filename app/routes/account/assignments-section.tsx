import { Form } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { SettingsSection } from "./settings-section";

/** /settings, Assignments: the email sent when someone else assigns the person an objective (decision 037). */
export function AssignmentsSection({ on }: { on: boolean }) {
  const { t } = useTranslation("settings");
  return (
    <SettingsSection id="assignments" title={t("assignments.title")} lead={t("assignments.lead")}>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="assignment-emails" />
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" name="on" value="true" defaultChecked={on} className="size-4" />
          {t("assignments.label")}
        </label>
        <button type="submit" className="btn-primary self-start">
          {t("assignments.save")}
        </button>
      </Form>
    </SettingsSection>
  );
}
