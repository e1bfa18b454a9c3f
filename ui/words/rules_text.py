"""The rules of one game written for players, from its :class:`~game.rules.Rules`.

Every sentence follows the options in force, so house rules are described
where they change something (how to deal, bid, play and score) and listed
again at the end. :func:`rules_html` gives the text for a pygame_gui text box.

>>> from game.presets import preset
>>> "may not bid" in " ".join(" ".join(lines) for _, lines in rules_sections(preset("oh-hell"), 4))
True
"""

from __future__ import annotations

from html import escape

from game.cards import Deck
from game.errors import OptionsError
from game.presets import PRESETS
from game.rules import Rules, Schedule, Scoring, Trump
from ui.words.i18n import _, ngettext
from ui.words.names import option_label, preset_description, preset_title

Section = tuple[str, list[str]]


def rules_sections(rules: Rules, players: int | None = None) -> list[Section]:
    """(heading, paragraphs) for the game of ``rules`` with ``players`` (or any number)."""
    return [
        (preset_title(rules.preset), _intro(rules, players)),
        (_("rules_text.the_cards"), _cards(rules)),
        (_("rules_text.dealing"), _deal(rules, players)),
        (_("rules_text.trump"), _trump(rules)),
        (_("rules_text.bidding"), _bidding(rules)),
        (_("rules_text.playing"), _play(rules)),
        (_("rules_text.scoring"), _scoring(rules)),
        (_("rules_text.house_rules_in_force"), house_rules(rules)),
    ]


#: Pixel sizes of the title and the section headings at a widget scale of 1 (body text: 16).
HEADING_SIZES = (24, 19)


def heading_sizes(scale: float = 1.0) -> tuple[int, int]:
    """The title's and the headings' pixel sizes at the window's widget ``scale``."""
    return (round(HEADING_SIZES[0] * scale), round(HEADING_SIZES[1] * scale))


def rules_html(rules: Rules, players: int | None = None, scale: float = 1.0, accent: str = "") -> str:
    """The sections as the small HTML pygame_gui's text box reads, headings sized for ``scale``
    (and in the ``accent`` colour, ``#rrggbb``, when given)."""
    parts = []
    title, heading_size = heading_sizes(scale)
    tint = f" color='{accent}'" if accent else ""
    for i, (heading, lines) in enumerate(rules_sections(rules, players)):
        size = title if i == 0 else heading_size
        parts.append(f"<font pixel_size={size}{tint if i else ''}><b>{escape(heading)}</b></font><br>")
        parts.extend(f"{escape(line)}<br>" for line in lines)
        parts.append("<br>")
    return "".join(parts)


def _intro(rules: Rules, players: int | None) -> list[str]:
    described = preset_description(rules.preset)
    lines = [described] if described else []
    lines.append(_("rules_text.to_players_each_for_themselves_196b",
                   low=rules.min_players, high=rules.max_players))
    if players is not None:
        lines.append(_("rules_text.this_game_players", players=players))
    return lines


def _cards(rules: Rules) -> list[str]:
    if rules.deck is Deck.SEVEN32:
        copies = {1: _("words.rules_text.one_such_deck_whatever_the_6cf9"),
                  2: _("words.rules_text.two_such_decks_are_shuffled_24ea")}
        return [_("rules_text.32_cards_0_to_7_ea6c"),
                copies.get(rules.deck_copies or 0, _("rules_text.with_5_or_more_players_9f7a"))]
    lines = [_("rules_text.a_standard_deck_of_52_8397")]
    if rules.deck is Deck.WIZARD60:
        lines.append(_("rules_text.plus_4_wizards_and_4_e175"))
    return lines


def _deal(rules: Rules, players: int | None) -> list[str]:
    schedule = {
        "ascending": _("rules_text.the_first_round_deals_1_f120"),
        "descending": _("rules_text.the_first_round_deals_the_d359"),
        "up-down": _("rules_text.hands_grow_from_1_card_abe8"),
        "down-up": _("rules_text.hands_shrink_from_the_largest_18b0"),
        "contract-whist": _("rules_text.7_cards_then_6_5_b8e0"),
        "fixed": _("rules_text.every_round_deals_the_same_7fed",
                   rounds=rules.fixed_rounds, cards=rules.max_hand or _("rules_text.the_largest")),
    }[rules.schedule]
    lines = [_("rules_text.players_cut_for_the_first_e3ab"),
             schedule]
    if rules.max_hand is not None and rules.schedule is not Schedule.FIXED:
        lines.append(_("rules_text.hands_are_never_larger_than_222b", cards=rules.max_hand))
    if players is not None:
        try:
            sizes = rules.hand_sizes(players)
        except (OptionsError, ValueError):
            sizes = []
        if sizes:
            lines.append(_("rules_text.with_players_the_hands_are", players=players,
                           sizes=", ".join(map(str, sizes))))
    if rules.passing:
        lines.append(_("rules_text.after_the_deal_everyone_passes_a53d"))
    return lines


def _trump(rules: Rules) -> list[str]:
    if rules.trump is Trump.NONE:
        return [_("words.rules_text.no_round_has_trump_nothing_2844")]
    if rules.trump is Trump.ROTATING:
        lines = [_("rules_text.trump_rotates_by_round_then_1acb")]
    elif rules.trump is Trump.BID_CARD:
        lines = [_("rules_text.the_suit_of_the_highest_56bd")]
    else:
        lines = [_("rules_text.after_the_deal_the_next_7ea1")]
        if rules.deck is Deck.WIZARD60:
            lines.append(_("rules_text.a_turned_wizard_lets_the_e28f"))
        if rules.full_deck_no_trump:
            lines.append(_("rules_text.when_the_whole_deck_is_e2b6"))
    if rules.last_round_no_trump:
        lines.append(_("rules_text.the_last_round_is_played_dd89"))
    return lines


def _bidding(rules: Rules) -> list[str]:
    if rules.card_bidding:
        lines = [_("rules_text.everyone_picks_one_card_of_16d9")]
        if rules.rebid:
            lines.append(_("rules_text.if_the_bids_add_up_3489"))
        return lines
    if rules.simultaneous_bidding:
        lines = [_("rules_text.everyone_chooses_a_bid_from_49e2")]
    else:
        lines = [_("rules_text.starting_left_of_the_dealer_8ec5")]
    lines.append(_("rules_text.then_the_table_is_told_e0ec"))
    if rules.hook:
        lines.append(_("rules_text.hook_rule_the_dealer_may_e650"))
    return lines


def _play(rules: Rules) -> list[str]:
    leader = _("rules_text.the_highest_bidder_leads_the_6969") if rules.card_bidding else \
        _("rules_text.the_player_left_of_the_9932")
    wins = _("words.rules_text.the_highest_card_of_the_e822") \
        if rules.trump is Trump.NONE else _("rules_text.the_highest_trump_wins_the_a761")
    lines = [leader, _("rules_text.you_must_follow_the_suit_4097"), wins]
    if rules.must_trump:
        lines[1] = _("rules_text.you_must_follow_the_suit_2b36")
    if rules.deck is Deck.WIZARD60:
        lines.append(_("rules_text.wizards_and_jesters_may_be_eed2"))
    return lines


def _scoring(rules: Rules) -> list[str]:
    if rules.scoring is Scoring.WIZARD:
        lines = [_("rules_text.bid_made_exactly_20_points_1366")]
    elif rules.scoring is Scoring.OH_SEVEN:
        lines = [_("rules_text.bid_made_exactly_the_bid_bdb0")]
    else:
        lines = [_("rules_text.bid_made_exactly_10_points_d3bf"),
                 _("rules_text.missed_each_trick_taken_scores_8263") if rules.tricks_on_miss
                 else _("rules_text.missed_over_or_under_0_4450")]
        if rules.nil_bonus:
            lines.append(_("rules_text.a_bid_of_0_that_14f5"))
    if rules.round_winner_bonus:
        lines.append(_("rules_text.whoever_scores_most_in_a_4692"))
    lines.append(_("rules_text.after_the_last_round_the_553f"))
    if rules.tie_break:
        lines.append(_("rules_text.tied_at_the_top_everyone_adc5"))
    else:
        lines.append(_("rules_text.tied_at_the_top_the_9896"))
    return lines


def house_rules(rules: Rules) -> list[str]:
    """One line per option that differs from the preset the rules came from."""
    base = PRESETS.get(rules.preset, PRESETS["oh-pshaw"])
    changed = [name for name, value in rules.as_dict().items()
               if name != "preset" and value != getattr(base, name)]
    if not changed:
        return [_("rules_text.none_the_rules_as_written", preset=preset_title(rules.preset))]
    return [_("rules_text.85d3", option=option_label(name), value=value_label(name, getattr(rules, name)))
            for name in changed]


def value_label(name: str, value: object) -> str:
    """An option's value in words."""
    if isinstance(value, bool):
        return _("rules_text.on") if value else _("rules_text.off")
    if value is None:
        return _("rules_text.automatic")
    if name == "deck_copies" and isinstance(value, int):
        return ngettext("words.rules_text.decks", value)
    if name == "renege_penalty" and isinstance(value, int):
        return ngettext("words.rules_text.points", value)
    words = {
        "ascending": _("rules_text.1_up_to_the_largest"), "descending": _("rules_text.largest_down_to_1"),
        "up-down": _("rules_text.up_and_down"), "down-up": _("rules_text.down_and_up"),
        "contract-whist": _("rules_text.7_down_to_1_and_fa2b"), "fixed": _("rules_text.the_same_every_round"),
        "standard": _("rules_text.10_bid"), "oh-seven": _("rules_text.bid_2_1_a_trick_d17f"),
        "wizard": _("rules_text.20_10_a_trick_10_dcad"),
        "turn-up": _("words.rules_text.turned_up_after_the_deal"), "rotating": _("words.rules_text.rotating"),
        "none": _("words.rules_text.no_trump"), "bid-card": _("words.rules_text.chosen_by_the_top_bid_4c93"),
        "standard52": _("words.rules_text.52_cards"), "seven32": _("words.rules_text.32_cards_0_to_7"),
        "wizard60": _("words.rules_text.60_with_wizards_and_jesters"),
    }
    return words.get(value, str(value)) if isinstance(value, str) else str(value)
