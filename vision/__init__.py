"""Pure image analysis on numpy arrays: find the board, rectify it, read car spaces, decide claims.

Entry point: `vision.detect.detect(image, map_id)`; see docs/vision.md.
"""
