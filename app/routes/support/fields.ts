// The contact form's limits and HTML constraints, for the browser, which gets no zod
// (issue 12): app/lib/fields.test.ts checks them against the schema.

export const SUPPORT_LIMITS = { subject: 150, message: 5000, messageMin: 10 } as const;

export const TICKET_SUBJECT = { required: true, maxLength: SUPPORT_LIMITS.subject };
export const TICKET_MESSAGE = {
  required: true,
  minLength: SUPPORT_LIMITS.messageMin,
  maxLength: SUPPORT_LIMITS.message,
};
