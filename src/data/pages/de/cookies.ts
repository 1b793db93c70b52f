/** Cookies und Einwilligung (/de/cookies/): nur die Wörter von src/data/pages/cookies.ts. */
import type * as english from "#/data/pages/cookies.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "Cookies und Einwilligung",
  description:
    "Was diese Website auf Ihrem Gerät speichert, welche Dienste Cookies setzen können, wann sie Ihre Einwilligung brauchen und wie Sie Ihre Wahl ändern.",
} satisfies Words<typeof english.meta>

export const banner = {
  title: "Cookies und Einwilligung",
  lead: "Was diese Website in Ihrem Browser ablegt, und was andere Dienste setzen können, nur wenn Sie es erlauben.",
} satisfies Words<typeof english.banner>

export const document = {
  sections: [
    {
      title: "Kurz gesagt",
      paragraphs: [
        "Diese Website speichert so wenig wie möglich. Sie setzt keine eigenen Cookies und sendet nichts, was sie speichert, an uns. Dienste anderer Unternehmen laden nur, wenn Sie zustimmen oder ihre Inhalte anfordern.",
      ],
    },
    {
      title: "Was diese Website auf Ihrem Gerät speichert",
      paragraphs: [
        "Informationen auf Ihrem Gerät zu speichern, die die Website nicht unbedingt braucht, erfordert Ihre Einwilligung (§ 25 TDDDG). Das ist alles, was sie speichern kann:",
      ],
    },
    { title: "Reichweitenmessung" },
    {
      title: "Dienste, die nur auf Ihren Wunsch laden",
      paragraphs: [
        "Videos und Karten stammen von anderen Unternehmen. Bis Sie auf Abspielen drücken oder die Karte anzeigen lassen, lädt die Website nichts von ihnen; danach erhält der Anbieter Ihre IP-Adresse und kann nach seiner eigenen Datenschutzerklärung Cookies setzen.",
      ],
    },
    {
      title: "So ändern Sie Ihre Wahl",
      paragraphs: [
        "Was diese Website gespeichert hat, können Sie jederzeit in den Einstellungen Ihres Browsers löschen („Websitedaten löschen“ oder „Cookies und Websitedaten“); damit widerrufen Sie auch eine erteilte Einwilligung, und die Website fragt erneut. Die Farbwahl ändern Sie mit der Schaltfläche im Kopfbereich.",
        "Fragen zu Ihren Daten richten Sie an {privacyEmail}; die Datenschutzerklärung erläutert Ihre Rechte.",
      ],
    },
  ],
} satisfies Words<typeof english.document>

export const blocks = {
  storage: {
    theme: {
      label: "theme (lokaler Speicher)",
      text: "Ihre Wahl zwischen System, Hell und Dunkel, getroffen mit der Farbschema-Auswahl. Bleibt, bis Sie sie löschen; wird nie an uns gesendet. Für die von Ihnen gewählte Funktion nötig, daher ohne Einwilligung.",
    },
    language: {
      label: "Sprache",
      text: "Nicht gespeichert: Die Sprache ist Teil der Adresse der Seite (/de/, /ar/).",
    },
    consent: {
      label: "Ihre Einwilligungsentscheidung",
      text: "Ihre Antwort im Einwilligungsbanner, in Ihrem Browser gespeichert, damit wir nicht auf jeder Seite fragen. Bleibt, bis Sie sie löschen oder ändern.",
    },
    analytics: {
      label: "Cookies von {tool}: {cookies}",
      text: "Von {company} erst nach Ihrer Zustimmung gesetzt, um wiederkehrende Besucher zu erkennen.",
    },
  },
  processors: {
    empty: "Keine Seite dieser Website lädt Inhalte eines anderen Unternehmens.",
    purposes: {
      forms: "Erhält, was Sie über unser {forms} senden.",
      analytics: "Zählt Besuche der Website.",
      video: "Lädt erst, wenn Sie ein Video abspielen.",
      map: "Lädt erst, wenn Sie die Karte anzeigen lassen.",
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
    none: "Diese Website nutzt keine Reichweitenmessung; sie setzt daher keine Analyse-Cookies und zeigt kein Einwilligungsbanner.",
    cookieless:
      "Wir zählen Besuche mit {tool} ({company}). Der Dienst setzt keine Cookies und speichert nichts auf Ihrem Gerät; ein Einwilligungsbanner ist daher nicht nötig.",
    consent:
      "Wir zählen Besuche mit {tool} ({company}). Der Dienst setzt Cookies ({cookies}) und läuft deshalb erst, wenn Sie im Einwilligungsbanner zustimmen; bis dahin wird kein Analyseskript geladen.",
  },
} satisfies Words<typeof english.blocks>
