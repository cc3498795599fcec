/** A form's sealed snapshot as a document carries it (decision 0271): for the page it was sealed for. */
export interface DocumentSnapshot {
  /** The page it was sealed for: after a navigation, that page's own data brings its snapshot. */
  path: string;
  value: string;
}
