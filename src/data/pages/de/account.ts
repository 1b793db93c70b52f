/** Anmelden, Registrieren und Passwort zurücksetzen (/de/sign-in/, /de/sign-up/, /de/reset-password/): src/data/pages/account.ts auf Deutsch. */
import type { AuthFormProps } from "@/components/sections/auth-form"
import type { FieldProps } from "@/components/ui/field"
import { brand } from "@/data/site"
import { localePath } from "@/i18n/locales"

const to = (path: string) => localePath("de", path)

const emailField = {
  name: "email",
  label: "E-Mail-Adresse",
  type: "email",
  required: true,
  autoComplete: "email",
  placeholder: "name@firma.de",
} satisfies FieldProps

export const signIn = {
  meta: {
    title: "Anmelden",
    description: `Melden Sie sich in Ihrem Kundenkonto bei ${brand.name} an, um Projekte zu verfolgen, Designs freizugeben und Dateien herunterzuladen.`,
  },
  banner: { title: "Anmelden" },
  form: {
    id: "sign-in-title",
    title: "Willkommen zurück",
    lead: "Melden Sie sich an, um Ihre Projekte zu verfolgen, Designs freizugeben und Dateien herunterzuladen.",
    fields: [
      emailField,
      {
        name: "password",
        label: "Passwort",
        type: "password",
        required: true,
        autoComplete: "current-password",
        placeholder: "Ihr Passwort",
      },
    ],
    checkbox: { name: "remember", label: "Angemeldet bleiben" },
    aside: { label: "Passwort vergessen?", href: to("/reset-password/") },
    submit: "Jetzt anmelden",
    footer: { text: `Neu bei ${brand.name}?`, link: { label: "Konto erstellen", href: to("/sign-up/") } },
  },
} satisfies { meta: object; banner: object; form: AuthFormProps }

export const signUp = {
  meta: {
    title: "Konto erstellen",
    description: `Erstellen Sie ein kostenloses Konto bei ${brand.name}, um Projekte zu beauftragen, Dateien zu teilen und den Fortschritt an einem Ort zu verfolgen.`,
  },
  banner: { title: "Registrieren" },
  form: {
    id: "sign-up-title",
    title: "Erstellen Sie Ihr Konto",
    lead: "Projekte beauftragen, Dateien teilen und den Fortschritt an einem Ort verfolgen. Kostenlos, ohne Kreditkarte.",
    fields: [
      {
        name: "name",
        label: "Vollständiger Name",
        required: true,
        autoComplete: "name",
        placeholder: "Erika Mustermann",
      },
      emailField,
      {
        name: "password",
        label: "Passwort",
        type: "password",
        required: true,
        autoComplete: "new-password",
        minLength: 8,
        hint: "Mindestens 8 Zeichen.",
        placeholder: "Passwort wählen",
      },
    ],
    checkbox: {
      name: "terms",
      label: "Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu",
      required: true,
    },
    submit: "Konto erstellen",
    footer: { text: "Sie haben schon ein Konto?", link: { label: "Jetzt anmelden", href: to("/sign-in/") } },
  },
} satisfies { meta: object; banner: object; form: AuthFormProps }

export const resetPassword = {
  meta: {
    title: "Passwort zurücksetzen",
    description: `Passwort für ${brand.name} vergessen? Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link, mit dem Sie ein neues wählen.`,
  },
  banner: { title: "Passwort zurücksetzen" },
  form: {
    id: "reset-title",
    title: "Passwort vergessen?",
    lead: "Geben Sie die E-Mail-Adresse ein, mit der Sie sich registriert haben, und wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.",
    fields: [emailField],
    submit: "Link zum Zurücksetzen senden",
    footer: { text: "Doch wieder eingefallen?", link: { label: "Jetzt anmelden", href: to("/sign-in/") } },
  },
} satisfies { meta: object; banner: object; form: AuthFormProps }
