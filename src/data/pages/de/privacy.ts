/** Datenschutzerklärung (/de/privacy/): nur die Wörter von src/data/pages/privacy.ts. */
import type * as english from "#/data/pages/privacy.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "Datenschutzerklärung",
  description:
    "Welche personenbezogenen Daten diese Website verarbeitet, wozu, auf welcher Rechtsgrundlage, welche Dienste sie erhalten und welche Rechte Sie haben.",
} satisfies Words<typeof english.meta>

export const banner = {
  title: "Datenschutzerklärung",
  lead: "Was mit Ihren Daten geschieht, wenn Sie diese Website besuchen, uns schreiben oder sich bewerben, in klaren Worten.",
} satisfies Words<typeof english.banner>

export const document = {
  sections: [
    {
      title: "Verantwortlicher",
      paragraphs: [
        "Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten auf dieser Website ist {legalName} (Verantwortlicher im Sinne von Art. 4 Nr. 7 DSGVO). Bei Fragen zu Ihren Daten erreichen Sie uns jederzeit:",
      ],
    },
    {
      title: "Wenn Sie die Website besuchen",
      paragraphs: [
        "Wenn Sie eine Seite aufrufen, übermittelt Ihr Browser unserem Webserver technische Daten: Ihre IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite, die zuvor besuchte Seite sowie Browser und Betriebssystem. Der Server braucht sie, um die Seite auszuliefern, und speichert sie höchstens sieben Tage in Protokolldateien, um Angriffe zu erkennen und abzuwehren; danach werden sie gelöscht.",
        "Rechtsgrundlage ist unser berechtigtes Interesse an einer sicheren, funktionierenden Website (Art. 6 Abs. 1 lit. f DSGVO). Schriften, Bilder und Skripte lädt die Website ausschließlich von ihrem eigenen Server: Kein Content-Delivery-Network und kein Schriftendienst erfährt von Ihrem Besuch.",
      ],
    },
    {
      title: "Wenn Sie uns schreiben",
      paragraphs: [
        "Wenn Sie das Kontaktformular nutzen, ein Angebot anfragen, einen Beitrag kommentieren oder den Newsletter abonnieren, verarbeiten wir Ihre Eingaben (meist Name, E-Mail-Adresse und Nachricht), um Ihnen zu antworten oder Ihnen das Gewünschte zu senden.",
        "Rechtsgrundlage sind vorvertragliche Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO), unser berechtigtes Interesse an der Beantwortung von Anfragen (Art. 6 Abs. 1 lit. f DSGVO) und beim Newsletter Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie über den Link in jeder Ausgabe widerrufen können. Anfragen löschen wir, sobald sie erledigt sind, soweit keine gesetzliche Aufbewahrungspflicht besteht.",
      ],
    },
    {
      title: "Wenn Sie sich bewerben",
      paragraphs: [
        "Angaben und Unterlagen aus Ihrer Bewerbung nutzen wir nur, um über sie zu entscheiden (§ 26 BDSG, Art. 88 DSGVO). Sie sehen nur die Personen, die an der Einstellung beteiligt sind. Wir bewahren eine Bewerbung zwölf Monate auf, wie das Bewerbungsformular sagt, und löschen sie dann; stellen wir Sie ein, wird sie Teil Ihrer Personalakte.",
      ],
    },
    {
      title: "Dienste, die Daten für uns verarbeiten",
      paragraphs: [
        "Die folgenden Dienste erhalten personenbezogene Daten in unserem Auftrag oder wenn Sie ihre Inhalte abrufen. Jeder ist durch einen Auftragsverarbeitungsvertrag oder eigene Bedingungen gebunden; verarbeitet einer Daten außerhalb der EU oder des EWR, stützt sich die Übermittlung auf einen Angemessenheitsbeschluss oder die Standardvertragsklauseln der EU.",
      ],
    },
    { title: "Reichweitenmessung" },
    {
      title: "Videos und Karten",
      paragraphs: [
        "Videos und Karten anderer Anbieter werden nicht mit der Seite geladen. Erst wenn Sie auf Abspielen drücken oder die Karte anzeigen lassen, verbindet sich Ihr Browser mit dem Anbieter, der dann Ihre IP-Adresse erhält und eigene Cookies setzen kann. Rechtsgrundlage ist Ihre Einwilligung durch diesen Klick (Art. 6 Abs. 1 lit. a DSGVO).",
      ],
    },
    {
      title: "Was wir auf Ihrem Gerät speichern",
      paragraphs: [
        "Die Website merkt sich Ihre Wahl zwischen hellen und dunklen Farben im lokalen Speicher Ihres Browsers; sie verlässt Ihr Gerät nie. Die Seite „Cookies und Einwilligung“ nennt alles, was diese Website speichert, und wie Sie es entfernen.",
      ],
    },
    {
      title: "Ihre Rechte",
      paragraphs: ["Sie haben das Recht,"],
      items: [
        "zu erfahren, welche Daten wir über Sie speichern, und eine Kopie zu erhalten (Art. 15 DSGVO);",
        "falsche Daten berichtigen (Art. 16 DSGVO) und Daten löschen oder ihre Verarbeitung einschränken zu lassen (Art. 17 und 18 DSGVO);",
        "Daten, die Sie uns gegeben haben, in einem gängigen, maschinenlesbaren Format zu erhalten (Art. 20 DSGVO);",
        "einer Verarbeitung auf Grundlage unserer berechtigten Interessen zu widersprechen (Art. 21 DSGVO);",
        "eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO);",
        "sich bei einer Datenschutzaufsichtsbehörde zu beschweren, zum Beispiel bei der für uns zuständigen: {authority}.",
      ],
    },
    {
      title: "Änderungen dieser Erklärung",
      paragraphs: [
        "Wir passen diese Erklärung an, wenn sich die Website oder die Rechtslage ändert. Das Datum oben nennt den letzten Stand.",
      ],
    },
  ],
} satisfies Words<typeof english.document>

export const blocks = {
  facts: {
    legalName: "Unternehmen",
    address: "Anschrift",
    email: "E-Mail",
    privacyContact: "Ansprechpartner Datenschutz",
  },
  processors: {
    empty: "Kein externer Dienst erhält personenbezogene Daten von dieser Website.",
    purposes: {
      forms: "Erhält, was Sie über unser {forms} senden.",
      analytics: "Zählt Besuche der Website (siehe „Reichweitenmessung“).",
      video: "Spielt ein Video ab, wenn Sie auf Abspielen drücken.",
      map: "Zeigt die Karte, wenn Sie sie anfordern.",
    },
    formNames: {
      contact: "Kontaktformular",
      quote: "Angebotsformular",
      application: "Bewerbungsformular",
      newsletter: "Newsletter-Formular",
      comment: "Kommentarformular",
    },
    own: "Unser eigener Server unter {origin}",
    privacyLink: "Datenschutzerklärung von {label}",
  },
  analytics: {
    none: "Diese Website nutzt keine Reichweitenmessung: Sie zählt, verfolgt und profiliert Ihre Besuche nicht, und kein Analysedienst erhält Daten darüber.",
    cookieless:
      "Wir zählen Besuche mit {tool} ({company}). Der Dienst setzt keine Cookies und speichert nichts auf Ihrem Gerät; er erfasst die Seite, die verweisende Website, den Browsertyp und das Land, woraus sich kein einzelner Besucher erkennen lässt. Rechtsgrundlage ist unser berechtigtes Interesse zu wissen, welche Seiten Besuchern helfen (Art. 6 Abs. 1 lit. f DSGVO).",
    consent:
      "Wir zählen Besuche mit {tool} ({company}) nur, wenn Sie im Einwilligungsbanner zustimmen. Der Dienst setzt dann Cookies ({cookies}), um wiederkehrende Besucher zu erkennen. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG); Sie können sie jederzeit widerrufen, und ohne sie wird kein Analyseskript geladen.",
  },
} satisfies Words<typeof english.blocks>
