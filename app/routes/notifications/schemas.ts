import { z } from "zod";

/** A notification's id (the database's increasing bigint), as a form sends it. */
const notificationId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** "Mark all as read": those up to the newest the page showed (later ones stay new). */
export const readAllSchema = z.object({ intent: z.literal("read-all"), upto: notificationId });

/** One notification's "Mark as read". */
export const readOneSchema = z.object({ intent: z.literal("read"), id: notificationId });
