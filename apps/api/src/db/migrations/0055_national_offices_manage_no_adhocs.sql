-- Managing an account hands on its role's permissions (docs/staff.md), so whoever manages adhoc
-- clerks must hold the adhoc role's permissions, the identity look-up among them. The national
-- offices (sub_admin 8, tiu 9) do not look people up, so by default they no longer manage adhoc
-- staff either (DEFAULT_ROLE_PERMISSIONS); a role given the look-up permission keeps its grant.
DELETE FROM role_permissions rp
WHERE rp.permission = 'Can_Manage_Adhocs'
  AND rp.role_id IN (8, 9)
  AND NOT EXISTS (
    SELECT 1 FROM role_permissions held
    WHERE held.role_id = rp.role_id AND held.permission = 'Can_Verify_Identity'
  );
