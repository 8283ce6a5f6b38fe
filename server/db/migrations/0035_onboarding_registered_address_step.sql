-- Hand-written (drizzle-kit generate --custom): the registered address is a wizard step of its own
-- (/business-registered-address). Saved applications and autosaved drafts held it inside the business details step;
-- it moves to the step's own key, the same address object, and leaves the business details. Rows that already have
-- the step, or no address in their details, are left as they are.
UPDATE "onboarding_applications"
SET "data" = jsonb_set("data", '{registeredAddress}', "data"->'businessDetails'->'registeredAddress') #- '{businessDetails,registeredAddress}'
WHERE jsonb_typeof("data"->'businessDetails') = 'object'
  AND jsonb_typeof("data"->'businessDetails'->'registeredAddress') = 'object'
  AND "data"->'registeredAddress' IS NULL;--> statement-breakpoint
UPDATE "onboarding_applications"
SET "drafts" = jsonb_set("drafts", '{registeredAddress}', "drafts"->'businessDetails'->'registeredAddress') #- '{businessDetails,registeredAddress}'
WHERE jsonb_typeof("drafts"->'businessDetails') = 'object'
  AND jsonb_typeof("drafts"->'businessDetails'->'registeredAddress') = 'object'
  AND "drafts"->'registeredAddress' IS NULL;
