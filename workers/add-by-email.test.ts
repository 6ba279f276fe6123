import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, createUsers, type User } from "../supabase/tests/helpers.ts";
import { attachedNames, cleanSubject, htmlText, lineAndText } from "./daily-email/receive.ts";
import { startMailWorker, type MailWorker } from "./testing/mail-worker.ts";

// Add by email (decision 075): the daily-email Worker as workerd runs it (Miniflare), an email
// delivered to its `email` handler through workerd's local trigger, as Cloudflare Email
// Routing would, against the Supabase stand-in and an email API that records what it is sent.
const SITE = "https://planner.example";
let worker: MailWorker;
let ann: User;
let board: string;
let token: string;

beforeAll(async () => {
  worker = await startMailWorker(SITE, "add-by-email");
  const db = worker.supabase.db;
  ann = (await createUsers(db, ["ann"])).ann as User;
  await call(db, ann, "update_my_profile", { p_time_zone: "Europe/Berlin", p_locale: "de" });
  board = (await call(db, ann, "create_dashboard", { p_name: "Zuhause" })).id;
  await call(db, ann, "add_marker", { p_dashboard: board, p_name: "Besorgungen", p_color: "blue" });
  token = (await call(db, ann, "create_email_address", { p_dashboard: board })).token;
}, 120_000);

afterAll(() => worker?.close());

beforeEach(() => {
  worker.received.length = 0;
});

/** The emails the Worker sent since the test began. */
const sent = () => worker.received.flatMap((r) => r.emails);

/** A raw email as a mail program writes it. */
function raw({ to, subject, text, html, id = crypto.randomUUID(), auto, file }: Record<string, string | undefined>) {
  const head = [
    "From: Ann <ann@mail.example>",
    `To: ${to}`,
    ...(auto ? [`Auto-Submitted: ${auto}`] : []),
    ...(subject === undefined ? [] : [`Subject: ${subject}`]),
    `Message-ID: <${id}@mail.example>`,
    "MIME-Version: 1.0",
  ];
  const part = html
    ? ["Content-Type: text/html; charset=utf-8", "", html]
    : ["Content-Type: text/plain; charset=utf-8", "", text ?? ""];
  // With a file: the text, then the file, as multipart/mixed.
  const body = file
    ? [
        'Content-Type: multipart/mixed; boundary="b1"',
        "",
        "--b1",
        ...part,
        "--b1",
        `Content-Type: application/pdf; name="${file}"`,
        `Content-Disposition: attachment; filename="${file}"`,
        "Content-Transfer-Encoding: base64",
        "",
        "JVBERi0xLjQK",
        "--b1--",
      ]
    : part;
  return [...head, ...body].join("\r\n");
}

/** Delivers an email to `to`; the Worker's outcome ("ok", or "rejected" with its reason). */
async function deliver(to: string, parts: Record<string, string | undefined>) {
  const res = await worker.mf.dispatchFetch(
    `http://localhost/cdn-cgi/local/email?format=json&from=ann@mail.example&to=${encodeURIComponent(to)}`,
    { method: "POST", body: raw({ to, ...parts }) },
  );
  return (await res.json()) as { outcome: string; rejectReason?: string };
}

const address = () => `add-${token}@in.planner.example`;
const objectives = async () =>
  (
    await worker.supabase.db.query<{
      title: string;
      day: string;
      priority: number;
      description: string;
      filters: string[];
      at: string | null;
    }>(
      `select title, day::text, priority, description, private.marker_names(marker_ids) as filters,
              left(at_time::text, 5) as at
       from public.objectives where dashboard_id = $1 order by created_at`,
      [board],
    )
  ).rows.map(({ at, ...o }) => (at ? { ...o, at } : o));
const berlinDay = (offset = 0) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Europe/Berlin" });

describe("add by email: reading what arrives", () => {
  it("takes 'Fwd:' and 'Re:' off a subject, in the seven languages", () => {
    expect(cleanSubject("Fwd: Re: Pay the plumber")).toBe("Pay the plumber");
    expect(cleanSubject("WG: AW:  Steuer  abgeben")).toBe("Steuer abgeben");
    expect(cleanSubject("TR : Appeler Léa")).toBe("Appeler Léa");
    expect(cleanSubject("转发：交房租")).toBe("交房租");
    expect(cleanSubject("転送: 家賃を払う")).toBe("家賃を払う");
    // A word that only starts like one stays.
    expect(cleanSubject("Refill the printer")).toBe("Refill the printer");
  });

  it("reads the subject and the text, or the text's first line without a subject", () => {
    expect(lineAndText("Call Ben", "He asked\r\nabout Friday.\r\n")).toEqual({
      line: "Call Ben",
      description: "He asked\nabout Friday.",
    });
    expect(lineAndText("", "Call Ben tomorrow\nAbout Friday.")).toEqual({
      line: "Call Ben tomorrow",
      description: "About Friday.",
    });
    expect(lineAndText("Fwd:", "  \n ")).toBeNull();
    // The attached files' names close the description.
    expect(lineAndText("Call Ben", "About Friday.", "📎 a.pdf")).toEqual({
      line: "Call Ben",
      description: "About Friday.\n\n📎 a.pdf",
    });
    expect(lineAndText("Call Ben", "", "📎 a.pdf")?.description).toBe("📎 a.pdf");
  });

  it("names the attached files, not the inline images, without control or direction characters", () => {
    expect(
      attachedNames([
        { filename: "invoice.pdf", disposition: "attachment" },
        { filename: "logo.png", disposition: "inline" },
        { filename: null, disposition: "attachment" },
        { filename: "photo\u202egpj.exe", disposition: null },
      ]),
    ).toBe("📎 invoice.pdf, photogpj.exe");
    expect(attachedNames([])).toBe("");
  });

  it("reads an HTML-only email's words", () => {
    expect(
      htmlText(
        "<html><head><style>p{}</style></head><body><p>Hi&nbsp;Ann,</p><div>Tom &amp; Jerry&#39;s <b>list</b><br>ok &#x263A;</div></body></html>",
      ),
    ).toBe("Hi Ann,\nTom & Jerry's list\nok ☺\n");
  });
});

describe("add by email: the Worker", () => {
  it("adds the subject as quick add reads it in the owner's language (its time too), the text as its description", async () => {
    const answer = await deliver(address(), {
      subject: "Fwd: Milch kaufen morgen um 10 Uhr #Besorgungen p1",
      text: "Die fettarme.\r\nDanke!",
    });
    expect(answer.outcome).toBe("ok");
    expect(answer.rejectReason).toBeUndefined();
    expect(await objectives()).toEqual([
      {
        title: "Milch kaufen",
        day: berlinDay(1),
        priority: 1,
        description: "Die fettarme.\nDanke!",
        filters: ["Besorgungen"],
        // Its time of day (decision 093).
        at: "10:00",
      },
    ]);
  });

  it("adds a message delivered twice once, an HTML-only one with its text, and one with a file, named", async () => {
    const id = crypto.randomUUID();
    await deliver(address(), { subject: "Ben anrufen", text: "", id });
    await deliver(address(), { subject: "Ben anrufen", text: "", id });
    await deliver(address().toUpperCase(), { subject: "Rechnung prüfen", html: "<p>Von <b>Stadtwerke</b></p>" });
    await deliver(address(), { subject: "Vertrag lesen", text: "Seite 3.", file: "vertrag.pdf" });
    const rows = await objectives();
    expect(rows.filter((o) => o.title === "Ben anrufen")).toHaveLength(1);
    expect(rows.find((o) => o.title === "Vertrag lesen")?.description).toBe("Seite 3.\n\n📎 vertrag.pdf");
    expect(rows.find((o) => o.title === "Rechnung prüfen")).toMatchObject({
      day: berlinDay(),
      description: "Von Stadtwerke",
    });
  });

  it("rejects an unknown address, an ended one and an empty email; nothing is added", async () => {
    const before = (await objectives()).length;
    expect(await deliver(`add-${"0".repeat(40)}@in.planner.example`, { subject: "Hallo" })).toEqual(
      expect.objectContaining({ rejectReason: "Unknown address" }),
    );
    expect(await deliver("hello@in.planner.example", { subject: "Hallo" })).toMatchObject({
      rejectReason: "Unknown address",
    });
    expect(await deliver(address(), { subject: "", text: "" })).toMatchObject({
      rejectReason: expect.stringContaining("An empty email adds nothing"),
    });
    const old = token;
    token = (await call(worker.supabase.db, ann, "create_email_address", { p_dashboard: board })).token;
    expect(await deliver(`add-${old}@in.planner.example`, { subject: "Hallo" })).toMatchObject({
      rejectReason: "This address was turned off by its owner",
    });
    expect(await objectives()).toHaveLength(before);
    expect(sent()).toEqual([]);
  });

  it("tells the owner, in their language, what the database refused, and not the sender", async () => {
    const before = (await objectives()).length;
    const answer = await deliver(address(), { subject: `${"x".repeat(501)}`, text: "" });
    expect(answer.rejectReason).toBeUndefined();
    expect(await objectives()).toHaveLength(before);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({ to: [ann.email] });
    expect(sent()[0].subject).toMatch(/^Nicht zu Zuhause hinzugefügt: x+$/);
    expect(sent()[0].text).toContain("konnte aber nicht hinzugefügt werden");
    expect(sent()[0].text).toContain(`${SITE}/dashboards/${board}`);
    expect(sent()[0].text).not.toContain("title_too_long");
    expect(sent()[0].headers).toEqual({ "Auto-Submitted": "auto-generated" });
  });

  it("bounces a refused email a machine sent (no notice to loop), and mail past the address's 100 a day", async () => {
    const auto = await deliver(address(), { subject: "x".repeat(501), text: "", auto: "auto-generated" });
    expect(auto.rejectReason).toBe("Not added: title_too_long");
    // A person's mail says "no", or nothing.
    expect(
      (await deliver(address(), { subject: "Fenster putzen", text: "", auto: "no" })).rejectReason,
    ).toBeUndefined();
    await worker.supabase.db.query(
      "update private.email_addresses set added_on = current_date, added_count = 100 where user_id = $1 and revoked_at is null",
      [ann.id],
    );
    expect((await deliver(address(), { subject: "Noch eins", text: "" })).rejectReason).toBe(
      "Too many emails to this address today",
    );
    expect(sent()).toEqual([]);
    expect((await objectives()).map((o) => o.title)).toEqual(expect.arrayContaining(["Fenster putzen"]));
    expect((await objectives()).map((o) => o.title)).not.toContain("Noch eins");
  });
});
