/**
 * Texts of the bet builder page framed by the 'Create YourBet' modal (betting-core.md section 2), in
 * the nine languages. The English warning is the spec's own wording (section 4).
 */
import type { Language } from '@touchline/contract';

export interface PageTexts {
  title: string;
  popular: string;
  markets: string;
  odds: string;
  addToBetslip: string;
  addMore: string;
  cannotCombine: string;
  unavailable: string;
  noBuilder: string;
  error: string;
  remove: string;
}

export const PAGE_TEXTS: Record<Language, PageTexts> = {
  en: {
    title: 'Create YourBet',
    popular: 'Popular',
    markets: 'Markets',
    odds: 'Odds',
    addToBetslip: 'Add to betslip',
    addMore: 'Add more selections to continue',
    cannotCombine:
      'Some selections for this event can’t be combined. Please remove some selections to proceed.',
    unavailable: 'Not available in the bet builder',
    noBuilder: 'The bet builder is not available for this event.',
    error: 'Oops, something went wrong. Please try again later.',
    remove: 'Remove',
  },
  es: {
    title: 'Crea tu apuesta',
    popular: 'Populares',
    markets: 'Mercados',
    odds: 'Cuota',
    addToBetslip: 'Añadir al boleto',
    addMore: 'Añade más selecciones para continuar',
    cannotCombine:
      'Algunas selecciones de este evento no se pueden combinar. Elimina alguna selección para continuar.',
    unavailable: 'No disponible en el creador de apuestas',
    noBuilder: 'El creador de apuestas no está disponible para este evento.',
    error: 'Vaya, algo ha salido mal. Inténtalo de nuevo más tarde.',
    remove: 'Eliminar',
  },
  de: {
    title: 'Erstelle deine Wette',
    popular: 'Beliebt',
    markets: 'Märkte',
    odds: 'Quote',
    addToBetslip: 'Zum Wettschein hinzufügen',
    addMore: 'Füge weitere Auswahlen hinzu, um fortzufahren',
    cannotCombine:
      'Einige Auswahlen dieses Ereignisses können nicht kombiniert werden. Bitte entferne einige Auswahlen, um fortzufahren.',
    unavailable: 'Im Wett-Builder nicht verfügbar',
    noBuilder: 'Der Wett-Builder ist für dieses Ereignis nicht verfügbar.',
    error: 'Hoppla, etwas ist schiefgelaufen. Bitte versuche es später erneut.',
    remove: 'Entfernen',
  },
  fr: {
    title: 'Créez votre pari',
    popular: 'Populaires',
    markets: 'Marchés',
    odds: 'Cote',
    addToBetslip: 'Ajouter au coupon',
    addMore: 'Ajoutez d’autres sélections pour continuer',
    cannotCombine:
      'Certaines sélections de cet événement ne peuvent pas être combinées. Veuillez retirer des sélections pour continuer.',
    unavailable: 'Non disponible dans le créateur de paris',
    noBuilder: 'Le créateur de paris n’est pas disponible pour cet événement.',
    error: 'Oups, une erreur s’est produite. Veuillez réessayer plus tard.',
    remove: 'Retirer',
  },
  ro: {
    title: 'Creează-ți pariul',
    popular: 'Populare',
    markets: 'Piețe',
    odds: 'Cotă',
    addToBetslip: 'Adaugă pe bilet',
    addMore: 'Adaugă mai multe selecții pentru a continua',
    cannotCombine:
      'Unele selecții pentru acest eveniment nu pot fi combinate. Elimină câteva selecții pentru a continua.',
    unavailable: 'Indisponibil în constructorul de pariuri',
    noBuilder: 'Constructorul de pariuri nu este disponibil pentru acest eveniment.',
    error: 'Hopa, ceva nu a mers bine. Încearcă din nou mai târziu.',
    remove: 'Elimină',
  },
  ja: {
    title: 'ベットを作成',
    popular: '人気',
    markets: 'マーケット',
    odds: 'オッズ',
    addToBetslip: 'ベットスリップに追加',
    addMore: '続けるには選択を追加してください',
    cannotCombine:
      'このイベントの一部の選択は組み合わせできません。続けるには選択をいくつか削除してください。',
    unavailable: 'ベットビルダーでは利用できません',
    noBuilder: 'このイベントではベットビルダーを利用できません。',
    error: '問題が発生しました。しばらくしてからもう一度お試しください。',
    remove: '削除',
  },
  fi: {
    title: 'Luo oma vetosi',
    popular: 'Suositut',
    markets: 'Markkinat',
    odds: 'Kerroin',
    addToBetslip: 'Lisää vetolappuun',
    addMore: 'Lisää valintoja jatkaaksesi',
    cannotCombine: 'Joitakin tämän tapahtuman valintoja ei voi yhdistää. Poista valintoja jatkaaksesi.',
    unavailable: 'Ei saatavilla vedonrakentajassa',
    noBuilder: 'Vedonrakentaja ei ole käytettävissä tässä tapahtumassa.',
    error: 'Hups, jokin meni vikaan. Yritä myöhemmin uudelleen.',
    remove: 'Poista',
  },
  pt: {
    title: 'Crie a sua aposta',
    popular: 'Populares',
    markets: 'Mercados',
    odds: 'Odd',
    addToBetslip: 'Adicionar ao boletim',
    addMore: 'Adicione mais seleções para continuar',
    cannotCombine:
      'Algumas seleções deste evento não podem ser combinadas. Remova algumas seleções para continuar.',
    unavailable: 'Indisponível no criador de apostas',
    noBuilder: 'O criador de apostas não está disponível para este evento.',
    error: 'Ops, algo deu errado. Tente novamente mais tarde.',
    remove: 'Remover',
  },
  el: {
    title: 'Φτιάξε το στοίχημά σου',
    popular: 'Δημοφιλή',
    markets: 'Αγορές',
    odds: 'Απόδοση',
    addToBetslip: 'Προσθήκη στο δελτίο',
    addMore: 'Πρόσθεσε κι άλλες επιλογές για να συνεχίσεις',
    cannotCombine:
      'Ορισμένες επιλογές αυτού του γεγονότος δεν μπορούν να συνδυαστούν. Αφαίρεσε κάποιες επιλογές για να συνεχίσεις.',
    unavailable: 'Μη διαθέσιμο στο bet builder',
    noBuilder: 'Το bet builder δεν είναι διαθέσιμο για αυτό το γεγονός.',
    error: 'Ωχ, κάτι πήγε στραβά. Δοκίμασε ξανά αργότερα.',
    remove: 'Αφαίρεση',
  },
};
