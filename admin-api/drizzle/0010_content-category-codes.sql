ALTER TABLE "content_categories" ADD COLUMN "code" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "content_categories_type_code_key" ON "content_categories" USING btree ("type","code");--> statement-breakpoint
-- A database seeded before codes existed: its demo categories get the codes the seed now gives them
-- (the first category of a type with that English name; staff-made ones keep none).
UPDATE "content_categories" AS c SET "code" = v.code
FROM (VALUES
  ('news', 'Purchasing', 'purchasing'), ('news', 'Network', 'network'), ('news', 'Suppliers', 'suppliers'),
  ('news', 'Education', 'education'),
  ('wikis', 'Clinical', 'clinical'), ('wikis', 'Surgery', 'surgery'), ('wikis', 'Dentistry', 'dentistry'),
  ('wikis', 'Anaesthesia', 'anaesthesia'), ('wikis', 'Practice management', 'practiceManagement'),
  ('wikis', 'Staff and HR', 'staffHr'), ('wikis', 'Finance', 'finance'), ('wikis', 'Purchasing', 'purchasing'),
  ('services', 'Insurance', 'insurance'), ('services', 'IT and software', 'itSoftware'),
  ('services', 'Marketing', 'marketing'), ('services', 'Waste and recycling', 'wasteRecycling'),
  ('events', 'Course', 'course'), ('events', 'Webinar', 'webinar'), ('events', 'Network meeting', 'networkMeeting'),
  ('events', 'Conference', 'conference'),
  ('partners', 'Pharmaceuticals', 'pharmaceuticals'), ('partners', 'Diagnostics', 'diagnostics'),
  ('partners', 'Equipment', 'equipment'), ('partners', 'Practice software', 'practiceSoftware'),
  ('partners', 'Pet food', 'petFood'), ('partners', 'Consumables', 'consumables'), ('partners', 'Dental', 'dental'),
  ('partners', 'Laboratory', 'laboratory'),
  ('campaigns', 'Discount', 'discount'), ('campaigns', 'Bundle', 'bundle'),
  ('campaigns', 'Free shipping', 'freeShipping'), ('campaigns', 'Launch offer', 'launchOffer'),
  ('directads', 'Equipment for sale', 'equipmentForSale'), ('directads', 'Premises', 'premises'),
  ('directads', 'Jobs', 'jobs'), ('directads', 'Wanted', 'wanted')
) AS v("type", "name", "code")
WHERE c."id" = (SELECT min(o."id") FROM "content_categories" o WHERE o."type" = v."type" AND o."name" = v."name");
