import type { NamingPhrases, PhrasePack } from '../types.ts';

export const de: PhrasePack = {
  cause: ['das problem ist', 'das problem war', 'die ursache', 'ursache ist', 'liegt daran', 'das problem liegt', 'das eigentliche problem'],
  self: ['ich', 'wir', 'hier ist', 'hier sind'],
  moment: ['heute', 'aktuell', 'derzeit', 'gerade', 'kontostand', 'im moment'],
  ask: ['wie', 'was', 'warum', 'wieso', 'wann', 'wo', 'welche', 'welcher', 'kannst du', 'können sie', 'ist es', 'gibt es'],
  hedge: ['vielleicht', 'wahrscheinlich', 'möglicherweise', 'scheint', 'vermutlich', 'ich glaube'],
  progress: ['läuft noch', 'verbleibend', 'wird heruntergeladen', 'in arbeit'],
  choose: ['wir nehmen', 'wir verwenden', 'wir nutzen', 'ich nehme', 'entschieden', 'bleiben bei', 'wechseln zu'],
  remove: ['entfernt', 'gelöscht', 'deinstalliert', 'abgeschafft', 'entfernen', 'löschen'],
  overrule: ['falsch', 'nicht das', 'das wollte ich nicht', 'gefällt mir nicht', 'stattdessen', 'anstatt', 'nicht so'],
  cancel: ['abbrechen', 'rückgängig', 'zurücksetzen', 'stell es wieder her', 'wiederherstellen'],
  fixed: ['behoben', 'gelöst', 'funktioniert jetzt', 'läuft jetzt', 'repariert'],
  disprove: ['abgestürzt', 'stürzt ab', 'funktioniert nicht', 'geht nicht', 'klappt nicht', 'immer noch fehler', 'immer noch nicht', 'noch immer nicht', 'gleicher fehler', 'du hast nichts gemacht', 'nichts hat sich geändert', 'hat sich nichts geändert', 'immer noch da'],
  acknowledge: ['du hast recht', 'sie haben recht', 'mein fehler', 'guter punkt', 'stimmt'],
  negate: ['nicht', 'kein', 'keine', 'keinen', 'nie', 'niemals', 'ohne'],
  persist: ['nächstes mal', 'beim nächsten mal', 'täglich', 'jeden tag', 'wöchentlich', 'jede woche', 'immer', 'nie', 'niemals', 'ab jetzt', 'ab sofort', 'künftig', 'zukünftig', 'in zukunft', 'jedes mal', 'grundsätzlich', 'standardmäßig', 'stets'],
  directive: ['muss', 'müssen', 'musst', 'soll', 'sollst', 'sollte', 'darf nicht', 'darfst nicht', 'nicht', 'keine', 'kein', 'nur', 'stelle sicher', 'vermeide', 'verboten', 'erforderlich', 'pflicht'],
  decide: ['nimm', 'nehmen wir', 'verwende', 'verwenden', 'benutze', 'wir nehmen', 'lieber', 'entschieden', 'entscheide', 'wähle', 'option', 'variante', 'stattdessen', 'bleiben bei'],
  reject: ['nein', 'nicht', 'falsch', 'abbrechen', 'stopp', 'rückgängig', 'entferne', 'lösche', 'stattdessen', 'eigentlich', 'doch nicht', 'gefällt mir nicht', 'funktioniert nicht', 'zurücksetzen', 'ändere'],
  correct: ['korrektur', 'ich habe mich geirrt', 'mein fehler', 'ich lag falsch', 'richtig ist', 'tatsächlich'],
  agree: ['ja', 'ok', 'okay', 'gut', 'passt', 'mach', 'mach das', 'weiter', 'los', 'einverstanden', 'genau', 'perfekt', 'bitte'],
  conclude: ['zusammenfassung', 'fazit', 'ergebnis', 'ergebnisse', 'ursache', 'grund', 'lösung', 'behoben', 'änderungen', 'empfehlung', 'problem', 'weil', 'status', 'erledigt', 'überblick'],
  chatter: ['ich werde', 'lass mich', 'ich schaue', 'ich prüfe', 'zuerst', 'jetzt', 'als nächstes', 'alles klar', 'verstanden', 'gerne'],
  cannot: ['kann nicht', 'nicht möglich', 'unmöglich', 'nicht unterstützt', 'fehlgeschlagen', 'fehler', 'zeitüberschreitung', 'timeout', 'verweigert', 'keine berechtigung', 'nicht gefunden', 'nicht verfügbar', 'eingeschränkt', 'sandbox'],
  change: ['geändert', 'ändern', 'umgestellt', 'ersetzt', 'verschoben', 'umbenannt', 'aktualisiert', 'migriert', 'statt', 'anstatt', 'von', 'auf', 'erhöht', 'reduziert'],
  done: ['erstellt', 'angelegt', 'hinzugefügt', 'geschrieben', 'gelöscht', 'entfernt', 'installiert', 'bereitgestellt', 'veröffentlicht', 'gepusht', 'committet', 'migriert', 'konfiguriert', 'eingerichtet', 'aktualisiert', 'behoben', 'implementiert', 'wiederhergestellt', 'gespeichert', 'abgeschlossen'],
  recommend: ['ich empfehle', 'empfehlung', 'empfohlen', 'vorschlag', 'ich schlage vor', 'solltest', 'sollten wir', 'soll ich'],
};

export const deNaming: NamingPhrases = {
  agent: ['du bist', 'dein name ist', 'du heißt', 'du heisst', 'nenn dich'],
  person: ['ich heiße', 'ich heisse', 'mein name ist', 'nenn mich', 'nenne mich'],
};
