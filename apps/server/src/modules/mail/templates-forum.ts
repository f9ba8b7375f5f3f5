import type { Language } from '@portal/contracts';
import { link, p, strong } from './fragments';
import type { MailTemplateParams, MessageCopy } from './templates';

// The notice of a new message on a customs case's forum, in the three languages (the portal-forum module sends it).

type Params = MailTemplateParams['portal_forum_message'];

const SUBJECT: Record<Language, (caseNumber: string) => string> = {
  sq: (caseNumber) => `Mesazh i ri në lëndën ${caseNumber}`,
  en: (caseNumber) => `New message on case ${caseNumber}`,
  sr: (caseNumber) => `Nova poruka u predmetu ${caseNumber}`,
};

/** The forum notice in one language: who wrote, on which case, and where to read and answer it. */
export const portalForumMessage =
  (lang: Language) =>
  ({ caseNumber, fromAuthority, link: url }: Params): MessageCopy => {
    const number = strong(caseNumber);
    const paragraphs = {
      sq: [
        fromAuthority
          ? p`Ju kemi dërguar një mesazh në forumin e lëndës nr. ${number}.`
          : p`Parashtruesi i lëndës nr. ${number} ka dërguar një mesazh në forumin e saj.`,
        p`Për ta lexuar dhe për t'u përgjigjur, hyni në portal: ${link(url)}`,
      ],
      en: [
        fromAuthority
          ? p`We have sent you a message on the forum of case no. ${number}.`
          : p`The filer of case no. ${number} has sent a message on its forum.`,
        p`To read it and answer, please sign in to the portal: ${link(url)}`,
      ],
      sr: [
        fromAuthority
          ? p`Poslali smo vam poruku na forumu predmeta br. ${number}.`
          : p`Podnosilac predmeta br. ${number} poslao je poruku na njegovom forumu.`,
        p`Da biste je pročitali i odgovorili, prijavite se na portal: ${link(url)}`,
      ],
    }[lang];
    return { subject: SUBJECT[lang](caseNumber), paragraphs };
  };
