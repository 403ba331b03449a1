/** Page titles and descriptions: "{name} | Andaman Liveaboards", or the not-found title. */
export const SITE_NAME = "Andaman Liveaboards";

export function contentMeta(content: { title: string; description?: string } | undefined) {
  if (!content) return [{ title: `Page not found | ${SITE_NAME}` }];
  return [
    { title: `${content.title} | ${SITE_NAME}` },
    ...(content.description ? [{ name: "description", content: content.description }] : []),
  ];
}
