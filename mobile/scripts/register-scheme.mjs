// Registers the app's URL scheme (capacitor.config.ts's appId) in the native projects that
// `cap add` generates, so that app.planner://login-callback?code=… opens the app. Run by
// `npm run add:android` / `add:ios`; running it again changes nothing.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SCHEME = "app.planner";
const HOST = "login-callback";
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

function patch(file, marker, apply) {
  const text = readFileSync(file, "utf8");
  if (text.includes(marker)) return console.log(`${file}: already registered`);
  const next = apply(text);
  if (next === text) throw new Error(`${file}: no place to register the scheme`);
  writeFileSync(file, next);
  console.log(`${file}: ${SCHEME}://${HOST} registered`);
}

const platform = process.argv[2];
if (platform === "android") {
  patch(path.join(root, "android/app/src/main/AndroidManifest.xml"), `android:scheme="${SCHEME}"`, (xml) =>
    xml.replace(
      /(\s*)<\/activity>/,
      `$1    <intent-filter>
            <action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.DEFAULT" />
            <category android:name="android.intent.category.BROWSABLE" />
            <data android:scheme="${SCHEME}" android:host="${HOST}" />
        </intent-filter>$1</activity>`,
    ),
  );
} else if (platform === "ios") {
  patch(path.join(root, "ios/App/App/Info.plist"), `<string>${SCHEME}</string>`, (plist) =>
    plist.replace(
      /<\/dict>\s*<\/plist>\s*$/,
      `\t<key>CFBundleURLTypes</key>
\t<array>
\t\t<dict>
\t\t\t<key>CFBundleURLName</key>
\t\t\t<string>${SCHEME}</string>
\t\t\t<key>CFBundleURLSchemes</key>
\t\t\t<array>
\t\t\t\t<string>${SCHEME}</string>
\t\t\t</array>
\t\t</dict>
\t</array>
</dict>
</plist>
`,
    ),
  );
} else {
  console.error("usage: node scripts/register-scheme.mjs android|ios");
  process.exit(1);
}
