// Every demo-data step in its order, for the API's start (main.ts) and the test template alike, so
// the two cannot drift apart. Each step does nothing when its data is already there.
import { type Db } from '../db/client';
import { type FileStorage } from '../storage/storage';
import { seedCommitments } from './commitments';
import { seedContent } from './content';
import { seedCustomers } from './customers';
import { seedForum } from './forum';
import { seedHandbooks } from './handbooks';
import { seedNotifications } from './notifications';
import { seedPartners } from './partners';
import { seedPreferences } from './preferences';
import { seedPurchasing } from './purchasing';
import { seedReports } from './reports';
import { seedVetdata } from './vetdata';
import { seedDatabase } from '.';

export type DemoDataResult = { seeded: boolean; contentSeeded: boolean };

export async function seedDemoData(db: Db, storage: FileStorage): Promise<DemoDataResult> {
  const seeded = await seedDatabase(db);
  // A separate step: also fills a data directory created before content existed.
  const contentSeeded = await seedContent(db, storage);
  // The users' preferences name tags, which the content brings; only on a fresh database.
  if (seeded) await seedPreferences(db);
  // After the content: each notification is about a real item its recipient may read.
  await seedNotifications(db);
  await seedPurchasing(db);
  // Computed from the purchases; their at-risk notifications come after the demo notifications,
  // which only seed an empty table.
  await seedCommitments(db);
  // Statements are issued from the seeded purchases.
  await seedReports(db);
  // Partners (one per supplier), their campaigns, direct ads, and notifications about them.
  await seedPartners(db, storage);
  // The b-engaged clinics' customers (Manage customers).
  await seedCustomers(db);
  // The forum: categories, demo threads and who has read and follows what.
  await seedForum(db);
  // The handbooks' chapters and sections, owner@'s last visit and a notification about a section.
  await seedHandbooks(db);
  // VetData: the closed 2025 survey's submitted answers (and the clinics that gave them), the open 2026 one, owner@'s draft.
  await seedVetdata(db);
  return { seeded, contentSeeded };
}
