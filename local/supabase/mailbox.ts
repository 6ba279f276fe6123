import type { Db, Tx } from "./db.ts";
import { html, json, type HttpResponse, type Req } from "./http.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The stand-in's outbox: every email is kept in the database (survives restarts). */
export async function sendMail(tx: Tx | Db, mail: Mail) {
  await tx.query('insert into _local.mailbox ("to", subject, text, html) values ($1, $2, $3, $4)', [
    mail.to.toLowerCase(),
    mail.subject,
    mail.text,
    mail.html,
  ]);
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /__mailbox (a page for people) and GET /__mailbox/messages?to= (JSON, newest first). */
export async function mailboxRoute(db: Db, req: Req): Promise<HttpResponse> {
  const to = req.url.searchParams.get("to")?.toLowerCase();
  const rows = (
    await db.query<any>(
      `select "to", subject, text, html, created_at from _local.mailbox
       where $1::text is null or "to" = $1 order by id desc limit 200`,
      [to ?? null],
    )
  ).rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
  if (req.url.pathname === "/__mailbox/messages") return json(200, rows);
  const items = rows
    .map(
      (m) => `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to)} · ${escape(m.created_at)}</p>
        <div class="body">${m.html}</div></article>`,
    )
    .join("");
  return html(
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>body{font:15px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}
    article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#555;font-size:13px}</style></head>
    <body><h1>Local mailbox</h1><p>Every email the local Supabase stand-in sent, newest first.
    <form method="get"><label>Recipient <input name="to" value="${escape(to ?? "")}"></label> <button>Filter</button></form></p>
    ${items || "<p>No messages yet.</p>"}</body></html>`,
  );
}
