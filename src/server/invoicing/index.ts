export { creditNoteAttachment, documentFileName, drawDocumentAttachments, paymentDocumentPdf, receiptAttachment } from './documents/document-pdf';
export { issueCreditNote, issueReceipt } from './documents/issue-payment-documents';
export { listPaymentDocuments } from './documents/list-payment-documents';
export { appointmentDocumentsRoutes, myDocumentsRoutes, paymentDocumentsRoutes } from './documents/routes';
export {
  type BillableLine,
  issueTaxCreditNote,
  issueTaxCreditNoteOfInvoice,
  issueTaxInvoice,
  supplierOf,
  taxDocumentWithLines,
  type TaxDocument,
} from './documents/tax-documents';
export { renderTaxDocument } from './documents/render-tax-document';
export { hsnSummary, hsnSummaryCsv } from './documents/hsn-summary';
