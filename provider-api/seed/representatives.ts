import type { Db } from "../db/database.js";
import { seedRepresentative } from "../services/representatives.js";

/**
 * Demo agency staff with known passwords (README, decision 0190): one per role,
 * on the demo agencies. Development data only: anyone reading this file knows them.
 */
const DEMO_REPRESENTATIVES = [
  {
    email: "owner@seaview.example.com.au",
    name: "Olivia Owner",
    role: "ROLE_1",
    locations: ["Seaview Property Group Cottesloe", "Rokeby Road Realty", "Oxford Street Estate Agents", "Swan Street Property"],
    password: "demo-owner-pass-2026",
  },
  {
    email: "trust@seaview.example.com.au",
    name: "Theo Trust",
    role: "ROLE_2",
    locations: ["Seaview Property Group Cottesloe"],
    password: "demo-trust-pass-2026",
  },
  {
    email: "office@rokeby.example.com.au",
    name: "Mia Manager",
    role: "ROLE_3",
    locations: ["Rokeby Road Realty"],
    password: "demo-office-pass-2026",
  },
  {
    email: "support@seaview.example.com.au",
    name: "Sam Support",
    role: "ROLE_5",
    locations: ["Seaview Property Group Cottesloe", "Rokeby Road Realty"],
    password: "demo-support-pass-2026",
  },
  {
    email: "viewer@seaview.example.com.au",
    name: "Vera Viewer",
    role: "ROLE_6",
    locations: ["Seaview Property Group Cottesloe", "Rokeby Road Realty"],
    password: "demo-viewer-pass-2026",
  },
] as const;

/** Adds every demo representative that is missing (run at each start with demo data). */
export async function seedRepresentatives(db: Db, now: Date): Promise<void> {
  for (const representative of DEMO_REPRESENTATIVES) {
    await seedRepresentative(db, { ...representative, locations: [...representative.locations] }, now);
  }
}
