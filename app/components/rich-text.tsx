/** HTML written by admins in the database (descriptions, page bodies). */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return (
    <div
      className={className ? `rich-text ${className}` : "rich-text"}
      // Safe to insert: every description and page body reaches a screen through the catalogue's read
      // functions (core/catalog/catalog-service.ts), which pass it through sanitizeRichText
      // (core/shared/rich-text.ts) on the server; the same policy cleaned it when it was saved. Give this
      // component nothing that has not come that way. Do not import the sanitiser here: it is server-only.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
