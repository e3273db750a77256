/**
 * A record's certificates: the record page's section, and the reprint's download. The public
 * verification page (components/verify-page) is a lazy route page, imported by its own path.
 */
export { downloadCertificate } from './api/download-certificate';
export { certificatesQueryOptions } from './api/get-certificates';
export { CertificateSection } from './components/certificate-section';
export { CertificateActions } from './components/certificate-actions';
