-- Every account made before sign-up existed (seeded, invited, the first Admin) counts as verified.
UPDATE `users` SET `email_verified_at` = `created_at` WHERE `email_verified_at` IS NULL;
