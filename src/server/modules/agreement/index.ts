/**
 * The agreement module's public face: what app.ts and the other modules may use (the payment
 * module, live links, account deletion). Its other files (repo, files, wizard texts …) are its own;
 * the import-boundaries test holds to it.
 */
export { type AgreementChange, type AgreementChanges, createAgreementChanges } from './changes';
export { downloadPath, presentAgreement } from './presenter';
export type { AgreementRow, AgreementVersionRow } from './repo';
export { agreementRoutes } from './routes';
export {
  type AgreementService,
  createAgreementService,
  findAgreement,
  findLiveAgreement,
  liveLinksOf,
} from './service';
