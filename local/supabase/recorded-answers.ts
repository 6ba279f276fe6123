import type { HttpResponse, Req } from "./http.ts";

/**
 * The benchmark's recorded database answers (issue 12): a page's throughput with the data
 * API answering at once, so the Worker's share shows apart from the database's. "record"
 * keeps each successful data API answer by request; "replay" answers a request seen while
 * recording from memory, without the gateway or the database; "off", the default, does
 * neither. The token is part of the request's key: nobody is answered with another's data.
 */
export type RecordMode = "off" | "record" | "replay";

export class RecordedAnswers {
  #mode: RecordMode = "off";
  readonly #answers = new Map<string, HttpResponse>();
  /** Data API requests that found no recorded answer since replaying began (they went to the database). */
  misses = 0;

  set mode(mode: RecordMode) {
    if (mode === "record") this.#answers.clear();
    if (mode === "replay") this.misses = 0;
    this.#mode = mode;
  }

  /** The answer recorded for this request, when replaying. */
  find(req: Req): HttpResponse | undefined {
    if (this.#mode !== "replay") return undefined;
    const answer = this.#answers.get(key(req));
    if (!answer) this.misses += 1;
    return answer;
  }

  keep(req: Req, out: HttpResponse) {
    if (this.#mode === "record" && out.status < 300) this.#answers.set(key(req), out);
  }
}

const key = (req: Req) =>
  `${req.method} ${req.url.pathname}${req.url.search} ${req.headers.authorization ?? ""} ${req.rawBody}`;
