/** The explorer's light client: the staff preview banner belongs to the signed-in preview routes, never to public pages. */
export function PreviewBanner(_props: { clientId: string; explorerPageId: string; page: unknown }) {
  return null;
}
