import { site } from '../../../content/site';
import type { Locale } from '../../../i18n/locales';
import { en } from './en';
import { gu } from './gu';
import { hi } from './hi';
import type { NotificationTemplate as ProviderTemplate } from '../../kernel/providers/notifications/types';
import { toGsm7Spelling } from './sms-encoding';
import {
  BOOK,
  DLT_VARIABLE_MAX,
  FEEDBACK,
  PROGRAMME_STOP,
  DLT_VARIABLE_SLOTS,
  DLT_VARIABLE_TYPES,
  type DltVariableType,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
  REPLY_BUTTON_LABELS,
  type ReplyAction,
  TEMPLATE_CONSTANTS,
  TEMPLATE_VARIABLES,
  type TemplateConstant,
  type TemplateName,
  type TemplateVariable,
} from './catalogue';

export type MobileChannel = 'sms' | 'whatsapp';

/** WhatsApp's limits (Cloud API template rules): a body of 1,024 characters, a button of 25. */
export const WHATSAPP_BODY_MAX = 1024;
export const WHATSAPP_BUTTON_MAX = 25;
/** Kept to what reads as one short message: 6 Unicode segments of 67 characters (Hindi and Gujarati are Unicode). */
export const SMS_MAX = 402;

/** A template with its constants written in: fixed pieces around its variables, in reading order. */
export interface CompiledTemplate {
  name: TemplateName;
  language: Locale;
  channel: MobileChannel;
  /** One more than the variables: fixed[0], variables[0], fixed[1], ... */
  fixed: string[];
  variables: TemplateVariable[];
  quickReplies: { action: ReplyAction; label: string }[];
}

/**
 * The clinic a registered text is for: its site and its name as staff keep it in the clinic
 * settings (issue 45). Both are written into the registered text, so a clinic registers its own
 * templates, and a renamed clinic exports and registers them again (docs/decisions/034).
 */
export interface TemplateClinic {
  siteUrl: string;
  name: string;
}

const CLINIC_NAMES: Record<Locale, string> = { en: en.clinicName, hi: hi.clinicName, gu: gu.clinicName };

/** The clinic's name in a language: the catalogue's translation of the name it was written for; a name staff changed stays as they wrote it. */
const clinicNameIn = (name: string, language: Locale) => (name === CLINIC_NAMES.en ? CLINIC_NAMES[language] : name);

/** The clinic's details a registered text holds: its site (no trailing slash), its name in the language, its phone. */
export const templateConstants = (clinic: TemplateClinic, language: Locale): Record<TemplateConstant, string> => ({
  site: new URL(clinic.siteUrl).origin,
  clinic: clinicNameIn(clinic.name, language),
  phone: site.phone,
});

const isVariable = (slot: string): slot is TemplateVariable => Object.hasOwn(TEMPLATE_VARIABLES, slot);
const isConstant = (slot: string): slot is TemplateConstant => (TEMPLATE_CONSTANTS as readonly string[]).includes(slot);

/** Splits a template's text into its fixed pieces and variables; an unknown `{slot}` is a mistake in the catalogue. */
export function compileTemplate(name: TemplateName, language: Locale, channel: MobileChannel, clinic: TemplateClinic): CompiledTemplate {
  const template: MessageTemplate = MESSAGE_TEMPLATES[name];
  const text = (channel === 'sms' && template.smsText ? template.smsText : template.text)[language];
  const constants = templateConstants(clinic, language);
  const fixed: string[] = [];
  const variables: TemplateVariable[] = [];
  let piecesSoFar = '';
  for (const piece of text.split(/(\{[a-z]+\})/)) {
    const slot = /^\{([a-z]+)\}$/.exec(piece)?.[1];
    if (slot === undefined) piecesSoFar += piece;
    else if (isConstant(slot)) piecesSoFar += constants[slot];
    else if (isVariable(slot)) {
      variables.push(slot);
      fixed.push(piecesSoFar);
      piecesSoFar = '';
    } else throw new Error(`Template ${name} (${language}) has an unknown slot {${slot}}`);
  }
  fixed.push(piecesSoFar);
  const quickReplies =
    channel === 'whatsapp' ? (template.quickReplies ?? []).map((action) => ({ action, label: REPLY_BUTTON_LABELS[language][action] })) : [];
  return { name, language, channel, fixed, variables, quickReplies };
}

/** The text with each variable as `mark(i)`: `{{1}}` for Meta, `{#var#}` for DLT. */
export const templateTextWith = (compiled: CompiledTemplate, mark: (index: number) => string) =>
  compiled.fixed.reduce((text, piece, i) => (i === 0 ? piece : `${text}${mark(i)}${piece}`), '');

/**
 * A value as a carrier accepts it: one line (WhatsApp refuses line breaks, tabs and runs of
 * spaces in a parameter), never empty, and on SMS cut to the 30 characters of its DLT {#var#}s
 * (`slots` of them side by side); a link, a whole {#url#}, goes whole: a cut link does not open.
 */
export function templateValue(value: string, channel: MobileChannel, type: DltVariableType = 'var', slots = 1): string {
  const oneLine = value.replace(/\s+/g, ' ').trim() || '-';
  const max = DLT_VARIABLE_MAX * slots;
  if (channel === 'whatsapp' || type === 'url' || [...oneLine].length <= max) return oneLine;
  // Three dots, not "…": the English SMS stay GSM-7.
  return `${[...oneLine].slice(0, max - 3).join('')}...`;
}

export type TemplateValues = Partial<Record<TemplateVariable, string>>;

/** A template of this catalogue, as a mobile row keeps it (the kernel's shape, with the catalogue's names). */
export type NotificationTemplate = ProviderTemplate<TemplateName> & { values?: TemplateValues };

/** A stored row's template, checked against this catalogue (rows outlive renamed templates). */
export function catalogueTemplateOf(stored: ProviderTemplate): NotificationTemplate {
  if (!Object.hasOwn(MESSAGE_TEMPLATES, stored.name)) throw new Error(`No template ${stored.name} in the catalogue`);
  return stored as NotificationTemplate;
}

/** The SMS's links as whole addresses (DLT takes a link only as a whole {#url#}), made from the codes the caller gave. */
function withWholeLinks(values: TemplateValues, siteUrl: string, language: Locale): TemplateValues {
  const site = new URL(siteUrl).origin;
  return {
    ...values,
    ...(values.link !== undefined && { pagelink: `${site}/r/${values.link}` }),
    ...(values.feedbackcode !== undefined && { feedbacklink: `${FEEDBACK[language].replace('{site}', site)}?token=${values.feedbackcode}` }),
    ...(values.stopcode !== undefined && { stoplink: `${PROGRAMME_STOP[language].replace('{site}', site)}?token=${values.stopcode}` }),
    ...(values.serviceid !== undefined &&
      values.doctorid !== undefined && {
        booklink: `${BOOK[language].replace('{site}', site)}?service=${values.serviceid}&doctor=${values.doctorid}`,
      }),
  };
}

/** Fills a template for one channel: the exact text the carrier will match, and what the row keeps. */
export function renderTemplate(
  name: TemplateName,
  language: Locale,
  channel: MobileChannel,
  values: TemplateValues,
  clinic: TemplateClinic,
  buttonPayload?: (action: ReplyAction) => string,
): { text: string; template: NotificationTemplate } {
  const compiled = compileTemplate(name, language, channel, clinic);
  const filled = withWholeLinks(values, clinic.siteUrl, language);
  const parameters = compiled.variables.map((variable) => {
    const value = filled[variable];
    if (value === undefined) throw new Error(`Template ${name} needs {${variable}}`);
    // An English SMS is GSM-7 only ("Rs.", "..."): one "₹" would make it Unicode and double its parts.
    const spelled = channel === 'sms' && language === 'en' ? toGsm7Spelling(value) : value;
    return templateValue(spelled, channel, DLT_VARIABLE_TYPES[variable], DLT_VARIABLE_SLOTS[variable]);
  });
  const template: NotificationTemplate = { name, language, parameters, values };
  if (compiled.quickReplies.length > 0 && buttonPayload) template.buttonPayloads = compiled.quickReplies.map(({ action }) => buttonPayload(action));
  return { text: templateTextWith(compiled, (i) => parameters[i - 1]!), template };
}
