import { useEffect, useState } from "react";
import { ScrollRestoration, UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

let hydrated = false;

/**
 * React Router's scroll restoration, whose inline script (with the page's nonce) belongs to
 * the server's page only. The root error boundary mounts the layout anew, and a script
 * rendered then would be inserted as is (Preact runs it) without the nonce, which the
 * Content-Security-Policy blocks and reports: after hydration, the restoring alone.
 */
export function PageScrollRestoration() {
  const [first] = useState(() => !hydrated);
  useEffect(() => {
    hydrated = true;
  }, []);
  return first ? <ScrollRestoration /> : <Restoring />;
}

function Restoring() {
  useScrollRestoration();
  return null;
}
