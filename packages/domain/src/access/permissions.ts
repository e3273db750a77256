import type { RoleName } from './roles.ts';

/**
 * Permissions. The first fifteen are the spec's permission names (section 6), spelt as given;
 * the rest are ours, for actions the spec leaves open (review, statistics, administration).
 */
export const PERMISSIONS = [
  'Can_See_Birth',
  'Can_See_Attestation',
  'Can_See_Death',
  'Can_See_Stillbirth',
  'Can_See_Modification',
  'Can_Manage_Adhocs',
  'canSeeAttestReissuance',
  'canSeeBirthCertReissuance',
  'canListBirthCertReissuance',
  'canListAttestReissuance',
  'Can_See_Certificate_Reprint',
  'Can_List_Death',
  'Can_List_Birth',
  'Can_List_Modification',
  'Can_List_Attestation',
  // ours
  'Can_Review_Records',
  'Can_Access_DCR_App',
  'Can_View_Statistics',
  'Can_Manage_Users',
  'Can_Manage_Centres',
  'Can_Manage_Role_Permissions',
  'Can_Manage_Fees',
  'Can_Waive_Fees',
  'Can_Print_Certificates',
  'Can_Approve_Reissuance',
  'Can_Correct_Centre_Records',
  'Can_Notify_Births',
  'Can_Approve_Modification',
  'Can_Approve_Major_Modification',
  'Can_Revoke_Certificates',
  'Can_See_Record_Reads',
  'Can_Verify_Identity',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  Can_See_Birth: 'Register births and open birth records',
  Can_See_Attestation: 'Register birth attestations and open them',
  Can_See_Death: 'Register deaths and open death records',
  Can_See_Stillbirth: 'Register stillbirths and open them',
  Can_See_Modification: 'Request modifications of records',
  Can_Manage_Adhocs: 'Create and manage adhoc staff',
  canSeeAttestReissuance: 'Reissue attestation certificates',
  canSeeBirthCertReissuance: 'Reissue birth certificates',
  canListBirthCertReissuance: 'List birth certificate reissuances',
  canListAttestReissuance: 'List attestation certificate reissuances',
  Can_See_Certificate_Reprint: 'Reprint certificates',
  Can_List_Death: 'List death registrations',
  Can_List_Birth: 'List birth registrations',
  Can_List_Modification: 'List modifications',
  Can_List_Attestation: 'List birth attestations',
  Can_Review_Records: 'Approve or query records submitted by others',
  Can_Access_DCR_App: 'Open the DCR/State Director application',
  Can_View_Statistics: 'View registration statistics',
  Can_Manage_Users: 'Create, disable and change users',
  Can_Manage_Centres: 'Create and change registration centres',
  Can_Manage_Role_Permissions: 'Change which role holds which permission',
  Can_Manage_Fees: 'Change service fees',
  Can_Waive_Fees: 'Waive a service fee, with a reason',
  Can_Print_Certificates: 'Print, reprint and reissue certificates of approved records',
  Can_Approve_Reissuance: "Approve another person's request to reissue a certificate",
  Can_Correct_Centre_Records:
    'Correct and resubmit queried records captured by others at their centre',
  Can_Notify_Births: "Send a hospital's birth notifications",
  Can_Approve_Modification:
    "Approve another person's correction of a name, a town or a photo on a registered record",
  Can_Approve_Major_Modification:
    "Approve another person's correction of a sex, a date of birth or death, or an age at death",
  Can_Revoke_Certificates: 'Revoke an issued certificate, with a reason',
  Can_See_Record_Reads: "See in a record's history who opened it, its certificates and files",
  Can_Verify_Identity:
    'Look up a NIN or tracking ID with the identity agency and see the person it names',
};

/** A required set is satisfied when the user holds any one of its permissions (spec section 6). */
export function hasAnyPermission(
  held: readonly string[],
  required: readonly Permission[] | undefined,
): boolean {
  if (!required || required.length === 0) return true;
  return required.some((permission) => held.includes(permission));
}

/** The permission sets that open each dashboard section (and its sidebar entry). */
export const SECTION_ACCESS = {
  'birth-registrations': ['Can_See_Birth', 'Can_List_Birth'],
  'birth-attestations': ['Can_See_Attestation', 'Can_List_Attestation'],
  modifications: ['Can_See_Modification', 'Can_List_Modification'],
  'still-births': ['Can_See_Stillbirth'],
  'death-registrations': ['Can_See_Death', 'Can_List_Death'],
  reissuance: [
    'canSeeAttestReissuance',
    'canSeeBirthCertReissuance',
    'canListBirthCertReissuance',
    'canListAttestReissuance',
  ],
  reprint: ['Can_See_Certificate_Reprint'],
  'fee-waivers': ['Can_Waive_Fees'],
  'adhoc-staff': ['Can_Manage_Adhocs'],
  review: ['Can_Review_Records'],
  statistics: ['Can_View_Statistics'],
  admin: [
    'Can_Manage_Users',
    'Can_Manage_Centres',
    'Can_Manage_Role_Permissions',
    'Can_Manage_Fees',
  ],
} as const satisfies Record<string, readonly Permission[]>;

export type DashboardSection = keyof typeof SECTION_ACCESS;

const LIST_PERMISSIONS: Permission[] = [
  'Can_List_Birth',
  'Can_List_Attestation',
  'Can_List_Death',
  'Can_List_Modification',
];

const REGISTRAR_PERMISSIONS: Permission[] = [
  'Can_See_Birth',
  'Can_See_Attestation',
  'Can_See_Death',
  'Can_See_Stillbirth',
  'Can_See_Modification',
  ...LIST_PERMISSIONS,
  'canSeeAttestReissuance',
  'canSeeBirthCertReissuance',
  'canListBirthCertReissuance',
  'canListAttestReissuance',
  'Can_See_Certificate_Reprint',
  'Can_Print_Certificates',
  'Can_Verify_Identity',
];

const REVIEWER_PERMISSIONS: Permission[] = [
  ...REGISTRAR_PERMISSIONS,
  'Can_Review_Records',
  'Can_Approve_Reissuance',
  'Can_Approve_Modification',
  'Can_Manage_Adhocs',
  'Can_Access_DCR_App',
  'Can_View_Statistics',
  'Can_Waive_Fees',
  'Can_See_Record_Reads',
];

/**
 * Withheld from sub_admin and tiu; admin holds them all (reviewers also waive fees). The
 * national offices oversee: they neither print certificates, correct a centre's records nor
 * look people up with the identity agency (their captures' numbers are checked when saved), so
 * they manage no adhoc clerks either (that would hand on the clerks' look-ups: docs/staff.md).
 */
const WITHHELD_FROM_NATIONAL_OFFICES: Permission[] = [
  'Can_Manage_Adhocs',
  'Can_Manage_Users',
  'Can_Manage_Centres',
  'Can_Manage_Role_Permissions',
  'Can_Manage_Fees',
  'Can_Waive_Fees',
  'Can_Print_Certificates',
  'Can_Approve_Reissuance',
  'Can_Approve_Modification',
  'Can_Approve_Major_Modification',
  'Can_Correct_Centre_Records',
  'Can_Notify_Births',
  'Can_Revoke_Certificates',
  'Can_Verify_Identity',
];

/**
 * The default role -> permission matrix (docs/staff.md "Administration"). It is seeded into the database, where an
 * admin may change it; the server always reads the database, never this table, at request time.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  adhoc: ['Can_See_Birth', 'Can_List_Birth', 'Can_Verify_Identity'],
  hospital: [
    'Can_See_Birth',
    'Can_See_Stillbirth',
    'Can_List_Birth',
    'Can_Notify_Births',
    'Can_Verify_Identity',
  ],
  registra: [...REGISTRAR_PERMISSIONS, 'Can_Correct_Centre_Records'],
  dcr: REVIEWER_PERMISSIONS,
  state_director: [...REVIEWER_PERMISSIONS, 'Can_Approve_Major_Modification'],
  state_commissioner: [
    ...LIST_PERMISSIONS,
    'canListBirthCertReissuance',
    'canListAttestReissuance',
    'Can_View_Statistics',
  ],
  sub_admin: PERMISSIONS.filter((p) => !WITHHELD_FROM_NATIONAL_OFFICES.includes(p)),
  tiu: PERMISSIONS.filter((p) => !WITHHELD_FROM_NATIONAL_OFFICES.includes(p)),
  admin: PERMISSIONS,
};
