import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IsNull, type DataSource } from 'typeorm';
import type { Logger } from '../common/logger';
import type { ImageStorage } from '../integrations/storage/image-storage';
import type { FoodPackCategory } from '../modules/food-pack/domain/pack-rules';
import { FoodPackItemRow, FoodPackRow } from '../modules/food-pack';
import { catalogueStock } from '../modules/stock';
import { toNigerianMobile } from '../common/nigerian-mobile';
import type { Role } from '../common/roles';
import { UserRoleRow, UserRow } from '../modules/user';
import { insertMarketerRecord } from '../modules/marketer';
import { type PasswordHasher } from '../modules/auth';

export const DEMO_PASSWORD = 'Demo@2026';

interface DemoUser {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  roles: Role[];
}

export const demoUsers: DemoUser[] = [
  { firstName: 'Adaeze', lastName: 'Okafor', email: 'admin@demo.ng', phoneNumber: '08030000001', address: '12 Awolowo Road, Ikoyi, Lagos', roles: ['Admin'] },
  { firstName: 'Tunde', lastName: 'Bakare', email: 'marketer@demo.ng', phoneNumber: '08030000002', address: '5 Allen Avenue, Ikeja, Lagos', roles: ['Marketer'] },
  { firstName: 'Chiamaka', lastName: 'Eze', email: 'customer@demo.ng', phoneNumber: '08030000003', address: '21 Adeniran Ogunsanya Street, Surulere, Lagos', roles: ['Customer'] },
  { firstName: 'Ibrahim', lastName: 'Musa', email: 'ibrahim.musa@demo.ng', phoneNumber: '08030000004', address: '3 Ago Palace Way, Okota, Lagos', roles: ['Customer'] },
  { firstName: 'Folake', lastName: 'Adeyemi', email: 'folake.adeyemi@demo.ng', phoneNumber: '08030000005', address: '14 Herbert Macaulay Way, Yaba, Lagos', roles: ['Customer'] },
  { firstName: 'Emeka', lastName: 'Nwosu', email: 'emeka.nwosu@demo.ng', phoneNumber: '08030000006', address: '8 Admiralty Way, Lekki Phase 1, Lagos', roles: ['Customer'] },
];

interface DemoPack {
  name: string;
  description: string;
  /** Whole naira, Lagos prices of 2026. */
  price: number;
  originalPrice: number;
  durationMonths: number;
  category: FoodPackCategory;
  featured: boolean;
  available: boolean;
  inventory: number;
  /** An SVG in seed-images/. */
  image: string;
  items: string[];
}

export const demoPacks: DemoPack[] = [
  {
    name: 'Starter Staples Pack',
    description: 'The everyday basics for a small household for a month: rice, beans, garri, oil and seasoning.',
    price: 45_000, originalPrice: 50_000, durationMonths: 1, category: 'foodstuff', featured: false, available: true, inventory: 60,
    image: 'starter-staples.svg',
    items: ['10kg bag of parboiled rice', '5kg honey beans (oloyin)', '5kg white garri', '2 litres vegetable oil', '1kg iodised salt', 'Seasoning cubes (50 pieces)'],
  },
  {
    name: 'Provision Basket',
    description: 'Breakfast and store-cupboard provisions the children will not let you forget.',
    price: 58_000, originalPrice: 64_000, durationMonths: 1, category: 'provision', featured: true, available: true, inventory: 45,
    image: 'provision-basket.svg',
    items: ['Instant noodles (1 carton, 40 packs)', 'Powdered milk (2 × 400g refills)', 'Chocolate malt drink (900g)', 'Granulated sugar (2 × 500g)', 'Cornflakes (2 × 500g)', 'Tea bags (100)'],
  },
  {
    name: 'Family Foodstuff Pack',
    description: 'Two months of staples for a family of five: big bags of rice and beans, oils and tomato paste.',
    price: 120_000, originalPrice: 135_000, durationMonths: 2, category: 'foodstuff', featured: true, available: true, inventory: 30,
    image: 'family-foodstuff.svg',
    items: ['25kg bag of parboiled rice', '10kg honey beans (oloyin)', '10kg yellow garri', '5 litres vegetable oil', '4 litres palm oil', 'Tomato paste (1 carton, 50 sachets)', 'Seasoning cubes (100 pieces)'],
  },
  {
    name: 'Swallow Lovers Pack',
    description: 'Everything for eba, amala and semo nights, with palm oil and soup condiments.',
    price: 78_000, originalPrice: 85_000, durationMonths: 2, category: 'foodstuff', featured: false, available: true, inventory: 25,
    image: 'swallow-pack.svg',
    items: ['10kg semovita', '5kg yam flour (elubo)', '10kg white garri', '4 litres palm oil', '2kg ground egusi', '1kg crayfish'],
  },
  {
    name: 'Mixed Monthly Essentials',
    description: 'A balanced quarter: staples, pasta, provisions and cooking essentials in one plan.',
    price: 165_000, originalPrice: 180_000, durationMonths: 3, category: 'mixed', featured: true, available: true, inventory: 20,
    image: 'mixed-essentials.svg',
    items: ['25kg bag of parboiled rice', '10kg brown beans', 'Spaghetti (1 carton, 20 packs)', 'Instant noodles (1 carton, 40 packs)', '5 litres vegetable oil', 'Tomato paste (1 carton, 50 sachets)', 'Powdered milk (900g)', 'Granulated sugar (1kg)', 'Seasoning cubes (100 pieces)', '1kg iodised salt'],
  },
  {
    name: 'Festive Family Hamper',
    description: 'The big one for the festive season: a full year-end store for a large family, saved over four months.',
    price: 350_000, originalPrice: 385_000, durationMonths: 4, category: 'mixed', featured: false, available: true, inventory: 10,
    image: 'festive-hamper.svg',
    items: ['50kg bag of parboiled rice', '25kg honey beans (oloyin)', '25kg yellow garri', '10 litres vegetable oil', '5 litres palm oil', 'Spaghetti (2 cartons)', 'Instant noodles (2 cartons)', 'Tomato paste (2 cartons)', 'Powdered milk (2 × 900g)', 'Chocolate malt drink (2 × 900g)', 'Granulated sugar (2kg)', 'Seasoning cubes (200 pieces)'],
  },
  {
    name: 'Pasta & Noodles Pack',
    description: 'Quick meals for busy weeks: spaghetti, macaroni and noodles with the makings of a sauce.',
    price: 52_000, originalPrice: 56_000, durationMonths: 1, category: 'provision', featured: false, available: true, inventory: 40,
    image: 'pasta-noodles.svg',
    items: ['Spaghetti (1 carton, 20 packs)', 'Macaroni (10 × 500g)', 'Instant noodles (1 carton, 40 packs)', 'Tomato paste (24 tins, 210g)', '1 litre vegetable oil', 'Seasoning cubes (50 pieces)'],
  },
  {
    name: 'Breakfast & Beverage Pack',
    description: 'Three months of breakfasts: milk, beverages, cereal, custard and sugar.',
    price: 95_000, originalPrice: 105_000, durationMonths: 3, category: 'provision', featured: false, available: true, inventory: 35,
    image: 'breakfast-beverage.svg',
    items: ['Powdered milk (3 × 900g)', 'Chocolate malt drink (3 × 900g)', 'Cornflakes (4 × 500g)', 'Rolled oats (2 × 1kg)', 'Custard powder (2kg)', 'Sugar cubes (4 packs)'],
  },
  {
    name: 'Soup & Stew Pack',
    description: 'Four months of pots of stew and soup: oils, tomato paste, condiments and seasoning.',
    price: 210_000, originalPrice: 230_000, durationMonths: 4, category: 'foodstuff', featured: false, available: true, inventory: 15,
    image: 'soup-stew.svg',
    items: ['10 litres palm oil', '10 litres vegetable oil', 'Tomato paste (2 cartons)', '3kg ground egusi', '2kg ogbono', '2kg crayfish', 'Stockfish (1kg)', 'Seasoning cubes (200 pieces)', '2kg iodised salt'],
  },
  {
    name: 'Back-to-School Provisions',
    description: 'Term-time provisions for the school bag and the hostel locker. Seasonal: back in August.',
    price: 68_000, originalPrice: 72_000, durationMonths: 2, category: 'provision', featured: false, available: false, inventory: 0,
    image: 'back-to-school.svg',
    items: ['Instant noodles (1 carton, 40 packs)', 'Powdered milk (2 × 400g)', 'Chocolate malt drink (500g)', 'Cabin biscuits (1 carton)', 'Granulated sugar (1kg)', 'Garri (5kg)'],
  },
];

/**
 * The shipped seed images. From src/db this is ./seed-images; the compiled dist/db has no copy
 * (tsc copies no SVGs and the build script stays as it is), so it reads ../../src/db/seed-images.
 */
export function seedImagesDir(): string | null {
  const candidates = [path.join(__dirname, 'seed-images'), path.resolve(__dirname, '..', '..', 'src', 'db', 'seed-images')];
  return candidates.find((dir) => existsSync(dir)) ?? null;
}

export interface SeedReport {
  created: string[];
  foodPacks: string[];
}

/** Adds the demo accounts and packs that are missing; running it again changes nothing. */
export async function seedDemoData(ds: DataSource, now: Date, opts: { storage: ImageStorage; hasher: PasswordHasher; log?: Logger }): Promise<SeedReport> {
  const created: string[] = [];
  const passwordHash = await opts.hasher.hash(DEMO_PASSWORD);
  await ds.transaction(async (m) => {
    for (const u of demoUsers) {
      if (await m.exists(UserRow, { where: { email: u.email } })) continue;
      const row = await m.save(
        // Stored as sign-up stores a phone (234…), so searches and SMS find the demo accounts like any other.
        m.create(UserRow, { ...u, phoneNumber: toNigerianMobile(u.phoneNumber)!, status: 'Active', passwordHash, referralCodeUsed: null, registeredAt: now, updatedAt: now }),
      );
      await m.save(u.roles.map((role) => m.create(UserRoleRow, { userId: row.id, role, grantedAt: now })));
      // The demo marketer's record: 10 %, a fresh referral code.
      if (u.roles.includes('Marketer')) await insertMarketerRecord(m, { userId: row.id, now });
      created.push(u.email);
    }
  });
  const foodPacks = await seedFoodPacks(ds, now, opts);
  return { created, foodPacks };
}

/**
 * The demo catalogue, by name: a missing pack is added with its image copied into the image
 * storage (so it is served like an upload); an existing pack whose image file has gone (a fresh
 * data folder over an old database) gets its image back.
 */
async function seedFoodPacks(ds: DataSource, now: Date, opts: { storage: ImageStorage; log?: Logger }): Promise<string[]> {
  const dir = seedImagesDir();
  if (!dir) opts.log?.warn('seed images not found: demo packs are seeded without pictures');
  const storeImage = async (file: string) => (dir ? opts.storage.save(await readFile(path.join(dir, file)), 'svg') : null);
  const admin = await ds.manager.findOne(UserRow, { where: { email: demoUsers[0].email }, select: { id: true } });
  const created: string[] = [];
  for (const [i, p] of demoPacks.entries()) {
    const existing = await ds.manager.findOne(FoodPackRow, { where: { name: p.name, retiredAt: IsNull() } });
    if (existing) {
      if (dir && (!existing.imagePath || !(await opts.storage.exists(existing.imagePath)))) {
        await ds.manager.update(FoodPackRow, { id: existing.id }, { imagePath: await storeImage(p.image) });
      }
      continue;
    }
    const imagePath = await storeImage(p.image);
    // A minute apart, in list order, so "oldest first" lists them as written here.
    const at = new Date(now.getTime() - (demoPacks.length - i) * 60_000);
    await ds.transaction(async (m) => {
      const row = m.create(FoodPackRow, {
        name: p.name,
        description: p.description,
        imagePath,
        priceKobo: p.price * 100,
        originalPriceKobo: p.originalPrice * 100,
        durationMonths: p.durationMonths,
        category: p.category,
        featured: p.featured,
        available: p.available,
        createdBy: admin?.id ?? null,
        updatedBy: admin?.id ?? null,
        createdAt: at,
        updatedAt: at,
        retiredAt: null,
      });
      await m.save(row);
      await m.insert(FoodPackItemRow, p.items.map((text, position) => ({ foodPackId: row.id, position, text })));
      // The demo's stock, as the stock feature keeps it: an opening 'received' row.
      await catalogueStock.setOnHand(m, { foodPackId: row.id, target: p.inventory, opening: true, actorId: admin?.id ?? null, now: at });
    });
    created.push(p.name);
  }
  return created;
}
