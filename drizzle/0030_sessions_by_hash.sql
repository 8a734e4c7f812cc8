-- The audit names its Admins by email too, so a deleted Admin's rows still say who acted.
UPDATE `impersonation_audit` SET `admin_email` = (SELECT `email` FROM `users` WHERE `users`.`id` = `impersonation_audit`.`admin_id`) WHERE `admin_email` = '';--> statement-breakpoint
-- Session ids are now stored as the SHA-256 of the cookie's token: earlier rows hold tokens in clear and
-- can never match again, so they are dropped (everyone signs in once more).
DELETE FROM `sessions`;
