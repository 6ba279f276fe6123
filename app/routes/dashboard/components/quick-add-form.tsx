import { Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { constraintsOf } from "~/lib/forms";
import { quickAddSchema } from "../schemas";

interface Props {
  day: string;
  today: string;
  requestId: string;
  errors?: string[];
  value?: string;
}

/**
 * One line: the title, with optional date words ("tomorrow", "next friday", "24/12") and
 * #markers; "quoted text" is never parsed. The server does the parsing in the user's language.
 */
export function QuickAddForm({ day, today, requestId, errors, value }: Props) {
  const { t } = useTranslation(["planner", "api"]);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "add";
  const input = useRef<HTMLInputElement>(null);
  const first = useRef(true);
  // A new key means the last add went through: the field is empty again (remounted) and
  // keeps the focus for the next line.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    input.current?.focus();
  }, [requestId]);
  return (
    <Form method="post" key={requestId} className="flex flex-col gap-1" id="quick-add">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="day" value={day} />
      <input type="hidden" name="today" value={today} />
      <input type="hidden" name="requestId" value={requestId} />
      <label htmlFor="quick-add-text" className="text-sm font-medium">
        {t("quickAdd.label")}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id="quick-add-text"
          name="text"
          className="input"
          defaultValue={value}
          placeholder={t("quickAdd.placeholder")}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? "quick-add-error" : "quick-add-hint"}
          autoComplete="off"
          {...constraintsOf(quickAddSchema, "text")}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          <Plus aria-hidden className="size-4" />
          {t("quickAdd.submit")}
        </button>
      </div>
      {errors?.length ? (
        <p id="quick-add-error" className="text-sm text-red-700 dark:text-red-400">
          {errors.map((key) => t(key, { max: 500 })).join(" ")}
        </p>
      ) : (
        <p id="quick-add-hint" className="text-xs text-slate-500 dark:text-slate-400">
          {t("quickAdd.hint")}
        </p>
      )}
    </Form>
  );
}
