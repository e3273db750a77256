-- Who set an account's password in use (docs/staff.md "Four eyes and passwords"): the officer
-- who made the account or reset its password, kept through the change forced at the first
-- sign-in (whoever knew the given password could have made it), and the holder themselves once
-- they change a password of their own. The four-eyes rule refuses that officer any decision on
-- what the account captured or asked for while it is theirs. Accounts made before: unknown (null).
ALTER TABLE users ADD COLUMN password_set_by integer;
