#!/bin/sh
# Regenerates the committed demo HLS clip (server/assets/streams/demo). Needs ffmpeg, at generation time
# only: the server serves the committed files and never runs ffmpeg.
set -eu
cd "$(dirname "$0")/streams/demo"
rm -f index.m3u8 segment*.ts
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=640x352:rate=25:duration=12" \
  -f lavfi -i "anullsrc=channel_layout=mono:sample_rate=44100" \
  -filter_complex "[0:v]drawbox=x=0:y=0:w=640:h=44:color=0x0b1f2a@0.85:t=fill,drawtext=fontfile=$FONT:text='TOUCHLINE  DEMO STREAM':x=14:y=13:fontsize=18:fontcolor=white,drawbox=x=380:y=6:w=250:h=32:color=0x12a150@0.95:t=fill,drawtext=fontfile=$FONT:text='HOME 1 - 0 AWAY':x=392:y=13:fontsize=18:fontcolor=white,drawbox=x=250:y=300:w=140:h=40:color=black@0.7:t=fill,drawtext=fontfile=$FONT:text='%{eif\:67+t/60\:d\:2}\:%{eif\:mod(t*5,60)\:d\:2}':x=(w-text_w)/2:y=308:fontsize=24:fontcolor=yellow[v]" \
  -map "[v]" -map 1:a -t 12 \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset slow -b:v 360k -maxrate 400k -bufsize 800k \
  -g 50 -keyint_min 50 -sc_threshold 0 \
  -c:a aac -b:a 32k -ac 1 -ar 44100 \
  -f hls -hls_time 4 -hls_list_size 0 -hls_playlist_type vod -hls_segment_filename 'segment%d.ts' index.m3u8
