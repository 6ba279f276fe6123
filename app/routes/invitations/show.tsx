import { Icon } from "~/components/icons";
import { useTranslation } from "~/lib/use-translation";
import { Form, href, Link } from "react-router";
import { FormErrors } from "~/components/field";
import { formatDay } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/show";
import type { InvitationPreview } from "~/lib/data-api";
import { invitationAction, invitationLoader } from "./show.server";
import { refusal } from "~/lib/forms";

export const loader = (args: Route.LoaderArgs) => invitationLoader(args);
export const action = (args: Route.ActionArgs) => invitationAction(args);
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData),
  { name: "robots", content: "noindex" },
];
// The URL holds a secret: never send it on as a referrer, never keep the page in a cache.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

/** /invitations/{token}: where the link in an invitation email leads. */
export default function Invitation({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = refusal(answer);
  const { t } = useTranslation("dashboards");
  const { invitation } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 rounded-xl border border-neutral-200 p-6 dark:border-neutral-800">
      <Icon name="mail-open" className="size-10 text-primary-600" />
      <h1 className="text-2xl font-bold tracking-tight">
        {invitation ? invitation.dashboard_name : t("invitation.title")}
      </h1>
      <FormErrors errors={actionData?.errors?._form} />
      {invitation ? <InvitationState invitation={invitation} /> : <p>{t("invitation.invalid")}</p>}
    </div>
  );
}

function InvitationState({ invitation: inv }: { invitation: InvitationPreview }) {
  const { t, i18n } = useTranslation("dashboards");
  const values = {
    name: inv.invited_by ?? "?",
    email: inv.email,
    dashboard: inv.dashboard_name,
    me: inv.my_email ?? "",
  };
  const intro = <p>{t(inv.role === "viewer" ? "invitation.introViewer" : "invitation.intro", values)}</p>;
  if (inv.state === "accepted" && inv.member)
    return <OpenDashboard id={inv.dashboard_id} text={t("invitation.alreadyMember")} />;
  if (inv.state === "expired")
    return (
      <p>
        {t("invitation.expired", { ...values, date: formatDay(inv.expires_at.slice(0, 10), i18n.language, "medium") })}
      </p>
    );
  if (inv.state !== "pending") return <p>{t(`invitation.${inv.state}`, values)}</p>;
  if (!inv.signed_in) {
    const email = encodeURIComponent(inv.email);
    return (
      <>
        {intro}
        <p>{t("invitation.signInFirst", values)}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={`${href("/login/sign-up")}?email=${email}`} className="btn-primary">
            {t("invitation.signUp")}
          </Link>
          <Link to={`${href("/login")}?email=${email}`} className="btn-secondary">
            {t("invitation.signIn")}
          </Link>
        </div>
      </>
    );
  }
  if (!inv.email_matches) {
    // Signed in as someone else: explain, and do not join.
    return (
      <>
        {intro}
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm dark:bg-amber-950/50">
          {t("invitation.wrongUser", values)}
        </p>
        <Form method="post" action="/logout">
          <button type="submit" className="btn-secondary">
            {t("invitation.signOut")}
          </button>
        </Form>
      </>
    );
  }
  if (inv.member) return <OpenDashboard id={inv.dashboard_id} text={t("invitation.alreadyMember")} />;
  return (
    <>
      {intro}
      <Form method="post" className="flex gap-2">
        <input type="hidden" name="invitationId" value={inv.id} />
        <button type="submit" name="intent" value="accept-invitation" className="btn-primary">
          {t("invitations.accept")}
        </button>
        <button type="submit" name="intent" value="decline-invitation" className="btn-secondary">
          {t("invitations.decline")}
        </button>
      </Form>
    </>
  );
}

function OpenDashboard({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation("dashboards");
  return (
    <>
      <p>{text}</p>
      <Link to={href("/dashboards/:dashboardId", { dashboardId: id })} className="btn-primary self-start">
        {t("invitation.open")}
      </Link>
    </>
  );
}
