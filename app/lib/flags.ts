/**
 * Flag images (spec §2 Country picker: "flag images 20 px wide … by lowercase two-letter code"),
 * served by this site from the installed `flag-icons` package: Vite emits each 4:3 SVG as its own
 * hashed file (the build inlines nothing), so a page downloads only the flags it shows.
 */
const files = import.meta.glob<string>("/node_modules/flag-icons/flags/4x3/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

const urls = new Map<string, string>();
for (const [path, url] of Object.entries(files)) {
  const code = /\/([a-z-]+)\.svg$/.exec(path)?.[1];
  if (code) urls.set(code, url);
}

/** The flag's URL for a lowercase two-letter code, if the package has one. */
export function flagUrl(code: string | null | undefined): string | undefined {
  return code ? urls.get(code.toLowerCase()) : undefined;
}
