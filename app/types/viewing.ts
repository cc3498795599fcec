/** The banner on every page of a link a representative is viewing as its customer (decision 0191), as the server words it. */
export interface Viewing {
  uuid: string;
  customerName: string;
  representativeName: string;
  /** When the view ends, in words ("24 November 2026, 7:42 am AEDT"). */
  endsAt: string;
  summary: string;
}
