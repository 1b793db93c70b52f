/** Nutzungsbedingungen (/de/terms/): nur die Wörter von src/data/pages/terms.ts. */
import type * as english from "#/data/pages/terms.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "Nutzungsbedingungen",
  description:
    "Die Bedingungen für die Nutzung dieser Website und des Kundenkontos: Inhalte, Anfragen, Konten, Haftung und anwendbares Recht.",
} satisfies Words<typeof english.meta>

export const banner = {
  title: "Nutzungsbedingungen",
  lead: "Die Regeln für die Nutzung dieser Website und des Kundenkontos. Für Projektarbeit gilt der Vertrag, den wir mit Ihnen schließen.",
} satisfies Words<typeof english.banner>

export const document = {
  sections: [
    {
      title: "Geltungsbereich",
      paragraphs: [
        "Diese Bedingungen gelten für Ihre Nutzung von {site}, betrieben von {legalName}, {address}. Für Design, Entwicklung und andere Projektarbeit gilt allein der Vertrag oder die Leistungsbeschreibung, die wir mit Ihnen vereinbaren; weicht er von diesen Bedingungen ab, hat der Vertrag Vorrang.",
      ],
    },
    {
      title: "Nutzung der Website",
      paragraphs: ["Sie dürfen die Website für eigene Zwecke aufrufen, lesen und teilen. Nicht erlaubt ist,"],
      items: [
        "sich Zugang zu Bereichen der Website oder ihrer Server zu verschaffen, die nicht für Sie bestimmt sind;",
        "die Website zu stören, etwa durch automatisierte Anfragen, die sie unangemessen belasten;",
        "über ihre Formulare Inhalte zu senden, die rechtswidrig oder irreführend sind oder die Sie nicht weitergeben dürfen.",
      ],
    },
    {
      title: "Unsere Inhalte",
      paragraphs: [
        "Texte, Bilder, Fallstudien und Code auf dieser Website gehören {legalName} oder den Kunden und Partnern, die uns erlaubt haben, sie zu zeigen. Zitieren mit Link zur Quelle ist willkommen; jede andere Weiterverwendung braucht unsere schriftliche Erlaubnis.",
      ],
    },
    {
      title: "Anfragen und Angebote",
      paragraphs: [
        "Eine Angebotsanfrage oder Nachricht über die Website begründet keinen Vertrag. Preise auf der Website sind Beispiele, solange kein schriftliches Angebot sie bestätigt; ein Angebot bindet uns nur für die darin genannte Frist.",
      ],
    },
    {
      title: "Kundenkonten",
      paragraphs: [
        "Wenn Sie ein Konto anlegen, halten Sie Ihr Passwort geheim und sagen Sie uns sofort Bescheid, wenn Sie vermuten, dass jemand anderes es benutzt hat. Wir können ein Konto sperren, das gegen diese Bedingungen verstößt. Sie können Ihr Konto jederzeit mit einer Nachricht an {email} schließen.",
      ],
    },
    {
      title: "Haftung",
      paragraphs: [
        "Wir achten darauf, dass die Informationen auf dieser Website stimmen, sie sind aber allgemein und keine Beratung für Ihren Fall. Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden an Leben, Körper oder Gesundheit; bei leichter Fahrlässigkeit nur bei Verletzung einer wesentlichen Pflicht und dann nur für den für diese Nutzung typischen, vorhersehbaren Schaden. Die Haftung nach zwingendem Recht, etwa dem Produkthaftungsgesetz, bleibt unberührt.",
      ],
    },
    {
      title: "Links zu anderen Websites",
      paragraphs: [
        "Die Website verlinkt andere Websites. Wir prüfen sie, wenn wir den Link setzen, haben danach aber keinen Einfluss auf ihre Inhalte; dafür sind ihre Betreiber verantwortlich.",
      ],
    },
    {
      title: "Änderungen dieser Bedingungen",
      paragraphs: [
        "Wir können diese Bedingungen für die Zukunft ändern, etwa wenn die Website neue Funktionen erhält. Es gilt die Fassung, die hier mit dem oben genannten Stand veröffentlicht ist.",
      ],
    },
    {
      title: "Anwendbares Recht und Gerichtsstand",
      paragraphs: [
        "Für diese Bedingungen gilt das Recht des folgenden Staates: {governingLaw}. Sind Sie Verbraucher, bleibt der zwingende Verbraucherschutz des Landes, in dem Sie leben, bestehen. Sind Sie Kaufmann, ist Gerichtsstand {jurisdiction}.",
      ],
    },
  ],
} satisfies Words<typeof english.document>
