import { z } from "zod";

/**
 * A form's checkbox: a browser sends it, with whatever value it has, only when ticked. So its
 * presence is the answer, and no value can make the form fail with a message nobody wrote.
 */
export const checkbox = () =>
  z
    .string()
    .optional()
    .transform((value) => value !== undefined);
