/**
 * Australian BSB institution prefixes (AusPayNet/APCA "BSB numbers in Australia"
 * key: the first two digits name the institution, or three digits where a code
 * is shared). The longest matching prefix wins. Written from the published key
 * as known at the time; a production provider would load the monthly
 * AusPayNet BSB file instead.
 */
export const BANKS: Readonly<Record<string, string>> = Object.freeze({
  "01": "ANZ",
  "03": "Westpac",
  "04": "Westpac",
  "06": "Commonwealth Bank of Australia",
  "08": "National Australia Bank",
  "09": "Reserve Bank of Australia",
  "10": "BankSA",
  "11": "St.George Bank",
  "12": "Bank of Queensland",
  "14": "Rabobank Australia",
  "15": "Town & Country Bank",
  "18": "Macquarie Bank",
  "19": "Bank of Melbourne",
  "21": "JPMorgan Chase Bank",
  "22": "BNP Paribas",
  "23": "Bank of America",
  "24": "Citibank",
  "25": "BNP Paribas Securities Services",
  "29": "MUFG Bank",
  "30": "Bankwest",
  "313": "Bank Australia",
  "325": "Beyond Bank Australia",
  "33": "St.George Bank",
  "34": "HSBC Bank Australia",
  "35": "Bank of China",
  "41": "Deutsche Bank",
  "45": "OCBC Bank",
  "46": "Advance Bank (St.George Bank)",
  "47": "Challenge Bank (Westpac)",
  "48": "Suncorp-Metway",
  "57": "Australian Settlements Limited",
  "61": "Adelaide Bank (Bendigo and Adelaide Bank)",
  "63": "Bendigo Bank (Bendigo and Adelaide Bank)",
  "637": "Greater Bank",
  "638": "Heritage Bank",
  "640": "Hume Bank",
  "641": "IMB Bank",
  "70": "Indue",
  "73": "Westpac",
  "76": "Commonwealth Bank of Australia",
  "78": "National Australia Bank",
  "80": "Cuscal",
  "814": "Great Southern Bank (Credit Union Australia)",
  "911": "Sumitomo Mitsui Banking Corporation",
  "913": "State Street Bank and Trust",
  "917": "Arab Bank Australia",
  "918": "Mizuho Bank",
  "922": "United Overseas Bank",
  "923": "ING Bank (Australia)",
  "939": "AMP Bank",
  "942": "Bank of Sydney",
  "944": "Members Equity Bank (ME Bank)",
  "946": "UBS AG",
  "951": "BOQ Specialist Bank",
  "969": "Tyro Payments",
});

/** Name of the institution a six-digit BSB belongs to, by longest prefix. */
export function bankForBsb(bsb: string): string | null {
  return BANKS[bsb.slice(0, 3)] ?? BANKS[bsb.slice(0, 2)] ?? null;
}
