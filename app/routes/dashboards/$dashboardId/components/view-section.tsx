import { Form, href, Link } from "react-router";
import { ColorPicker } from "./color-picker";
import { SelectField } from "~/components/field";
import { DAY_LAYOUTS, DAY_ORDERS, type DashboardInfo } from "~/lib/data-api";
import type { FormFailure } from "~/lib/forms";
import { useTranslation } from "~/lib/use-translation";

/**
 * The member's own view of this dashboard: done objectives shown or hidden, whether their
 * daily email lists it, whether it may notify them (decision 054), each day's order (theirs, or
 * priority first: decision 035) and layout (its list or its hours: decision 098). With
 * JavaScript a change saves at once; without, each form has its Save button.
 */
export function ViewSection({
  dashboard,
  dailyEmail,
  notify,
  failed,
  className,
}: {
  dashboard: DashboardInfo;
  /** This dashboard in the member's daily email, and whether they get one at all. */
  dailyEmail: { included: boolean; on: boolean };
  /** Whether this dashboard may notify the member (decision 054). */
  notify: boolean;
  failed: FormFailure | undefined;
  className: string;
}) {
  const { t } = useTranslation("board");
  const orderFailed = failed?.values?.intent === "day-order" ? failed : undefined;
  const colorFailed = failed?.values?.intent === "color" ? failed : undefined;
  const layoutFailed = failed?.values?.intent === "layout" ? failed : undefined;
  return (
    <section className={className} aria-labelledby="view-title">
      <h2 id="view-title" className="text-lg font-semibold">
        {t("settings.view")}
      </h2>
      <CheckboxForm intent="show-done" name="showDone" checked={dashboard.show_done} label={t("settings.showDone")} />
      <CheckboxForm
        intent="daily-email-dashboard"
        name="included"
        checked={dailyEmail.included}
        label={t("settings.inDailyEmail")}
        hint={
          <>
            {dailyEmail.on ? t("settings.inDailyEmailHint") : t("settings.dailyEmailOff")}{" "}
            <Link to={`${href("/settings")}#daily-email`} className="link">
              {t("settings.dailyEmailSettings")}
            </Link>
          </>
        }
      />
      <CheckboxForm
        intent="dashboard-notifications"
        name="on"
        checked={notify}
        label={t("settings.notify")}
        hint={
          <>
            {t("settings.notifyHint")}{" "}
            <Link to={`${href("/settings")}#notifications`} className="link">
              {t("settings.notificationSettings")}
            </Link>
          </>
        }
      />
      {/* The member's own colour: the dot beside its name wherever it is named (decision 088). */}
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="color" />
        <ColorPicker
          name="color"
          value={dashboard.color}
          idPrefix="dashboard-color"
          legend={t("settings.color")}
          hint={t("settings.colorHint")}
          errors={colorFailed?.errors?.color}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        <button type="submit" className="btn-secondary self-start py-1 js:hidden">
          {t("settings.saveColor")}
        </button>
      </Form>
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="day-order" />
        <SelectField
          label={t("settings.dayOrder")}
          name="order"
          hint={t("settings.dayOrderHint")}
          defaultValue={orderFailed?.values?.order ?? dashboard.day_order}
          errors={orderFailed?.errors?.order}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          frameClassName="flex max-w-sm flex-col gap-1"
        >
          {DAY_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`settings.dayOrders.${order}`)}
            </option>
          ))}
        </SelectField>
        {/* With JavaScript, choosing saves. */}
        <button type="submit" className="btn-secondary self-start py-1 js:hidden">
          {t("settings.saveOrder")}
        </button>
      </Form>
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="layout" />
        <SelectField
          label={t("settings.dayLayout")}
          name="layout"
          hint={t("settings.dayLayoutHint")}
          defaultValue={layoutFailed?.values?.layout ?? dashboard.day_layout}
          errors={layoutFailed?.errors?.layout}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          frameClassName="flex max-w-sm flex-col gap-1"
        >
          {DAY_LAYOUTS.map((layout) => (
            <option key={layout} value={layout}>
              {t(`settings.dayLayouts.${layout}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-secondary self-start py-1 js:hidden">
          {t("settings.saveLayout")}
        </button>
      </Form>
    </section>
  );
}

/**
 * One of the member's on/off choices: a box that saves when ticked with JavaScript, and a
 * Save button without (the box is sent as "true" only when ticked).
 */
function CheckboxForm({
  intent,
  name,
  checked,
  label,
  hint,
}: {
  intent: string;
  name: string;
  checked: boolean;
  label: string;
  hint?: React.ReactNode;
}) {
  const { t } = useTranslation("board");
  const hintId = `${intent}-hint`;
  return (
    <Form method="post" className="flex flex-col gap-1">
      <input type="hidden" name="intent" value={intent} />
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            name={name}
            value="true"
            defaultChecked={checked}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            aria-describedby={hint ? hintId : undefined}
            className="size-4"
          />
          {label}
        </label>
        {/* With JavaScript, ticking saves. Its name says which choice ("Save Show done tasks"),
            so a screen reader's list of buttons tells the two apart. */}
        <button type="submit" className="btn-secondary py-1 js:hidden">
          {t("settings.save")}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
    </Form>
  );
}
