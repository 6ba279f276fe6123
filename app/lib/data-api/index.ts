// The data API (decision 009): records.ts holds the things the database answers with,
// pages.ts each page's JSON, functions.ts every function the app calls with its arguments.
export * from "./records";
export * from "./pages";
export * from "./functions";
