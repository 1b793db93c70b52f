/** Anmelden, Registrieren und Passwort zurücksetzen auf Deutsch: nur die Wörter von src/data/pages/account.ts. */
import type * as english from "#/data/pages/account.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

const emailField = { label: "E-Mail-Adresse", placeholder: "name@firma.de" }

export const signIn = {
  meta: {
    title: "Anmelden",
    description: `Melden Sie sich in Ihrem Kundenkonto bei ${brand.name} an, um Projekte zu verfolgen, Designs freizugeben und Dateien herunterzuladen.`,
  },
  banner: { title: "Anmelden" },
  form: {
    title: "Willkommen zurück",
    lead: "Melden Sie sich an, um Ihre Projekte zu verfolgen, Designs freizugeben und Dateien herunterzuladen.",
    fields: [emailField, { label: "Passwort", placeholder: "Ihr Passwort" }],
    checkbox: { label: "Angemeldet bleiben" },
    aside: { label: "Passwort vergessen?" },
    submit: "Jetzt anmelden",
    footer: { text: `Neu bei ${brand.name}?`, link: { label: "Konto erstellen" } },
  },
} satisfies Words<typeof english.signIn>

export const signUp = {
  meta: {
    title: "Konto erstellen",
    description: `Erstellen Sie ein kostenloses Konto bei ${brand.name}, um Projekte zu beauftragen, Dateien zu teilen und den Fortschritt an einem Ort zu verfolgen.`,
  },
  banner: { title: "Registrieren" },
  form: {
    title: "Erstellen Sie Ihr Konto",
    lead: "Projekte beauftragen, Dateien teilen und den Fortschritt an einem Ort verfolgen. Kostenlos, ohne Kreditkarte.",
    fields: [
      { label: "Vollständiger Name", placeholder: "Erika Mustermann" },
      emailField,
      { label: "Passwort", hint: "Mindestens 8 Zeichen.", placeholder: "Passwort wählen" },
    ],
    checkbox: {
      label: "Ich stimme den {terms} und der {privacy} zu",
      links: { terms: { label: "Nutzungsbedingungen" }, privacy: { label: "Datenschutzerklärung" } },
    },
    submit: "Konto erstellen",
    footer: { text: "Sie haben schon ein Konto?", link: { label: "Jetzt anmelden" } },
  },
} satisfies Words<typeof english.signUp>

export const resetPassword = {
  meta: {
    title: "Passwort zurücksetzen",
    description: `Passwort für ${brand.name} vergessen? Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link, mit dem Sie ein neues wählen.`,
  },
  banner: { title: "Passwort zurücksetzen" },
  form: {
    title: "Passwort vergessen?",
    lead: "Geben Sie die E-Mail-Adresse ein, mit der Sie sich registriert haben, und wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.",
    fields: [emailField],
    submit: "Link zum Zurücksetzen senden",
    footer: { text: "Doch wieder eingefallen?", link: { label: "Jetzt anmelden" } },
  },
} satisfies Words<typeof english.resetPassword>
