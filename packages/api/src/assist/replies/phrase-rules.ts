import type { ReplyClass } from './reply-classes.ts';

/** One class and the phrases that decide it (lower case, accents kept; en, fr, de, es). */
export interface PhraseRule {
  class: Exclude<ReplyClass, 'other'>;
  phrases: RegExp[];
}

/**
 * Checked in this order: a stronger signal first, so "unsubscribe" or "out of office" in a reply
 * that also says "interested" is never read as interest, and "not interested" before "interested".
 */
export const PHRASE_RULES: PhraseRule[] = [
  {
    class: 'bounce',
    phrases: [
      /delivery (status notification|has failed|failed)/,
      /undeliverable|mail delivery (subsystem|failed)|address not found|user unknown|mailbox unavailable/,
      /message (could not|wasn't|was not) (be )?delivered|550[ -]5\.1\.1|non remis|unzustellbar/,
    ],
  },
  {
    class: 'unsubscribe',
    phrases: [
      /unsubscribe|remove me|take me off|stop (emailing|e-mailing|contacting|writing)|opt[ -]?(me )?out/,
      /do not (contact|email|e-mail) me|don'?t (contact|email|e-mail) me|no more emails/,
      /désinscri|desinscri|ne plus (me )?(contacter|recevoir)|retirez[- ]moi/,
      /abmelden|austragen|keine (weiteren )?e-?mails/,
      /darme de baja|dar de baja|no me (contacte|escriba)|elimin(ar|en)me/,
    ],
  },
  {
    class: 'out-of-office',
    phrases: [
      /out of (the )?office|ooo\b|on (annual |parental |sick )?leave|on vacation|on holiday|away from (the office|my desk)|automatic reply|auto[- ]?reply|i'?m (currently )?(away|out) until|i am (currently )?(away|out) until|out until|limited access to (my )?e-?mail/,
      /absent(e)? (du bureau|jusqu)|en (congés?|vacances)|réponse automatique/,
      /abwesend|nicht im büro|außer haus|im urlaub|automatische antwort/,
      /fuera de la oficina|de vacaciones|respuesta automática|ausente hasta/,
    ],
  },
  {
    class: 'wrong-person',
    phrases: [
      /wrong person|not the right (person|contact)|no longer (with|at|works)|(has|have) left the company|isn'?t my (area|department)|not my (area|department|responsibility)|not responsible for|you should (reach out to|contact|talk to)|better (person|contact) (is|would be)|please (contact|reach out to)/,
      /pas la bonne personne|ne travaille plus|a quitté l'entreprise|contactez plutôt/,
      /nicht (der|die) richtige|nicht mehr (bei|im unternehmen)|nicht zuständig|wenden sie sich an/,
      /no soy la persona|ya no trabaja|persona adecuada es|contacte a/,
    ],
  },
  {
    class: 'not-interested',
    phrases: [
      /not interested|no interest|no,? thanks|no thank you|not a (good )?fit|we('re| are) (all )?set|already (have|use|work with)|we'?ll pass|not for us|no need/,
      /pas intéressé|pas interesse|ça ne nous intéresse pas|non merci/,
      /kein interesse|nicht interessiert|nein danke/,
      /no (estoy|estamos) interesad|no nos interesa|no,? gracias/,
    ],
  },
  {
    class: 'not-now',
    phrases: [
      /not (right )?now|not at (this|the moment)|bad timing|not a priority|next (quarter|year|month)|reach out (again )?(in|after|next)|follow up (in|after|next)|circle back|check back|revisit|touch base (in|after|next)|try again in|\bin q[1-4]\b|ask me again/,
      /pas (pour le )?moment|plus tard|recontactez[- ]moi/,
      /momentan nicht|später|melden sie sich (im|in|nach)/,
      /ahora no|más adelante|en este momento no|vuelva a contactar/,
    ],
  },
  {
    class: 'meeting-request',
    phrases: [
      /book a (call|meeting|time)|schedule a (call|meeting|time|demo)|set up a (call|meeting|time)|let'?s (talk|chat|meet|jump on|hop on)|(free|available) (on|for a|next|this|tomorrow)|(send|share) (me )?(a |your )?(calendar|calendly|invite)|how about (monday|tuesday|wednesday|thursday|friday|tomorrow)|does .* work for (you|a call)|quick call/,
      /prendre (un )?rendez-vous|un appel|disponible (mardi|lundi|mercredi|jeudi|vendredi|demain)/,
      /termin (vereinbaren|ausmachen)|telefonieren|kurzes gespräch/,
      /agendar (una )?(llamada|reunión)|una llamada|reunirnos/,
    ],
  },
  {
    class: 'interested',
    phrases: [
      /interested|sounds (good|great|interesting)|tell me more|send (me )?(more )?(info|details|information|pricing|a deck)|learn more|curious|would love to|keen to|happy to (hear|learn|look)|yes,? please|could be (useful|relevant)|what does (it|pricing) cost|how much/,
      /intéressé|ça m'intéresse|en savoir plus|envoyez[- ]moi/,
      /interessiert|klingt gut|mehr (infos|informationen)|gerne/,
      /interesad|me interesa|más información|suena bien/,
    ],
  },
];
