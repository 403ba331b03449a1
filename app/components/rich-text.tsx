/** HTML written by admins in the database (descriptions, page bodies). */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return (
    <div
      className={className ? `rich-text ${className}` : "rich-text"}
      // Admin-written HTML from the database; the admin issue sanitises it on save.
      // trusted, sanitised-on-save admin content
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
