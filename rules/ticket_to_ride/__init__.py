"""Ticket to Ride (USA) and Ticket to Ride: Europe: claims, live points and exact final scoring.

Modules: ``board`` (map facts), ``trails`` (exact longest continuous path), ``tickets``
(ticket completion, station borrowing), ``position`` (what is legal), ``scoring`` (final scoring and
ranks), ``actions`` and ``engine`` (the game the table plays).
"""

from rules.ticket_to_ride.board import Board, load_board
from rules.ticket_to_ride.engine import TicketToRide, TicketToRideEurope, TicketToRideUSA
from rules.ticket_to_ride.position import Holding, check_position
from rules.ticket_to_ride.scoring import PlayerScore, score_position
from rules.ticket_to_ride.trails import Edge, Trail, longest_trail

__all__ = [
    "Board",
    "Edge",
    "Holding",
    "PlayerScore",
    "TicketToRide",
    "TicketToRideEurope",
    "TicketToRideUSA",
    "Trail",
    "check_position",
    "load_board",
    "longest_trail",
    "score_position",
]
