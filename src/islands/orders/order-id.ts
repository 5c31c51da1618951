// The order-detail shell is served for /order-detail/{id} (src/server/static.ts): the id is the
// address's last segment.

/** The order item id in a pathname, or null when the segment is no positive whole number. */
export function orderIdFromPath(pathname: string): number | null {
  const match = pathname.match(/\/order-detail\/(\d{1,10})\/?$/);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
