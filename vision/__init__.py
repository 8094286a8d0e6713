"""Pure image analysis on numpy arrays: find the board, rectify it, read car spaces, decide claims."""
